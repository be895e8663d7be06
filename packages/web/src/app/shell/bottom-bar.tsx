import { bottomBarFor } from '@sampark/domain/menu';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/router';
import classes from './shell.module.css';
import { MenuIcon } from './menu-icons';

/** Phones only (< 768px, hidden from `sm` up by its CSS): the role's quick links (seed 000 §2 "Shell"). */
export function BottomBar({ role }: { role: number }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('shell.quickLinks')} className={classes.bottomBar}>
      {bottomBarFor(role).map((item) => {
        const active = pathname === item.path;
        return (
          <Link
            key={item.path}
            to={item.path}
            className={classes.bottomLink}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
          >
            <MenuIcon label={item.label} size={22} />
            <span className={classes.bottomLabel}>{t(`menu.${item.label}`, { defaultValue: item.label })}</span>
          </Link>
        );
      })}
    </nav>
  );
}
