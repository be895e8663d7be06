import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/language-switch';
import { chooseLanguage } from '../../lib/language';
import { COPYRIGHT } from './copyright';
import classes from './shell.module.css';

/**
 * Routes with the hide-navigation flag: orange header, no drawer (seed 000 §2 "Shell"). Plain
 * elements laid out like the staff shell's AppShell, whose code (navbar, scroll locking) the
 * public forms then do not load (docs/decisions/045-javascript-budgets.md).
 */
export function BannerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Box component="header" className={`${classes.banner} ${classes.bannerHeader}`}>
        <Group h="100%" px="md" justify="center" gap="sm" wrap="nowrap">
          <Text fw={700} fz={{ base: 'md', sm: 'xl' }} ta="center">
            {t('shell.banner')}
          </Text>
          <LanguageSwitch onChoose={(language) => void chooseLanguage(language)} />
        </Group>
      </Box>
      <Box component="main" className={`${classes.main} ${classes.bannerMain}`}>
        {children}
      </Box>
      <Box component="footer" className={`${classes.footer} ${classes.bannerFooter}`}>
        <Text className={classes.copyright}>{COPYRIGHT}</Text>
      </Box>
    </>
  );
}
