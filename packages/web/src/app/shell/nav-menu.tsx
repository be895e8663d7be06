import { type MenuGroup, type MenuLeaf, menuFor } from '@sampark/domain/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/router';
import { MenuIcon } from './menu-icons';
import classes from './shell.module.css';

function isActive(path: string, pathname: string): boolean {
  return path === pathname || (path !== '/' && pathname.startsWith(`${path}/`));
}

/** The chevron Mantine's NavLink drew beside a group: down while open, turned to the right while closed (CSS). */
function Chevron() {
  return (
    <svg viewBox="0 0 15 15" width={16} height={16} fill="none" aria-hidden>
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

function LeafLink({ leaf, pathname, icon }: { leaf: MenuLeaf; pathname: string; icon: boolean }) {
  const active = isActive(leaf.path, pathname);
  const { t } = useTranslation('common');
  return (
    <Link to={leaf.path} className={`${classes.navLink} mantine-focus-auto`} aria-current={active ? 'page' : undefined}>
      {icon && (
        <span className={classes.navIcon}>
          <MenuIcon label={leaf.label} />
        </span>
      )}
      <span className={classes.navBody}>
        <span className={classes.navLabel}>{t(`menu.${leaf.label}`, { defaultValue: leaf.label })}</span>
      </span>
    </Link>
  );
}

/** A group opens in place; its links are mounted only while it is open. */
function GroupLink({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const [opened, setOpened] = useState(() => group.children.some((c) => isActive(c.path, pathname)));
  const id = `menu-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
  const { t } = useTranslation('common');
  return (
    <>
      <button
        type="button"
        className={`${classes.navLink} mantine-focus-auto`}
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
        aria-controls={id}
        id={`${id}-toggle`}
      >
        <span className={classes.navIcon}>
          <MenuIcon label={group.label} />
        </span>
        <span className={classes.navBody}>
          <span className={classes.navLabel}>{t(`menu.${group.label}`, { defaultValue: group.label })}</span>
        </span>
        <span className={classes.navChevron}>
          <Chevron />
        </span>
      </button>
      {opened && (
        <div id={id} className={classes.navChildren}>
          {group.children.map((leaf) => (
            <LeafLink key={leaf.path} leaf={leaf} pathname={pathname} icon={false} />
          ))}
        </div>
      )}
    </>
  );
}

/** The drawer menu of one role (menuFor in the domain decides which entries), in plain links and buttons (issue 32). */
export function NavMenu({ role }: { role: number }) {
  const { pathname } = useLocation();
  return (
    <>
      {menuFor(role).map((entry) =>
        'children' in entry ? (
          <GroupLink key={entry.label} group={entry} pathname={pathname} />
        ) : (
          <LeafLink key={entry.path} leaf={entry} pathname={pathname} icon />
        ),
      )}
    </>
  );
}
