import { Box, Text, UnstyledButton } from '@mantine/core';
import { bottomBarFor } from '@sampark/domain/menu';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './shell.module.css';
import { MenuIcon } from './menu-icons';

/** Phones only (< 768px): the role's quick links (seed 000 §2 "Shell"). */
export function BottomBar({ role }: { role: number }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  return (
    <Box component="nav" aria-label={t('shell.quickLinks')} hiddenFrom="sm" className={classes.bottomBar}>
      {bottomBarFor(role).map((item) => {
        const active = pathname === item.path;
        return (
          <UnstyledButton
            key={item.path}
            component={Link}
            to={item.path}
            className={classes.bottomLink}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <MenuIcon label={item.label} size={22} />
            <Text component="span" fz="xs" fw={600}>
              {t(`menu.${item.label}`, { defaultValue: item.label })}
            </Text>
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
