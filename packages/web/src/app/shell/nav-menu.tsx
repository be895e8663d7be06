import { NavLink } from '@mantine/core';
import { type MenuGroup, type MenuLeaf, menuFor } from '@sampark/domain/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from './menu-icons';

function isActive(path: string, pathname: string): boolean {
  return path === pathname || (path !== '/' && pathname.startsWith(`${path}/`));
}

function LeafLink({ leaf, pathname, icon }: { leaf: MenuLeaf; pathname: string; icon: boolean }) {
  const active = isActive(leaf.path, pathname);
  const { t } = useTranslation('common');
  return (
    <NavLink
      component={Link}
      to={leaf.path}
      label={t(`menu.${leaf.label}`, { defaultValue: leaf.label })}
      leftSection={icon ? <MenuIcon label={leaf.label} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

function GroupLink({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const [opened, setOpened] = useState(() => group.children.some((c) => isActive(c.path, pathname)));
  const id = `menu-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
  const { t } = useTranslation('common');
  return (
    // Mantine renders a group as <a> without href; a button is what keyboards and readers expect.
    <NavLink
      component="button"
      type="button"
      label={t(`menu.${group.label}`, { defaultValue: group.label })}
      leftSection={<MenuIcon label={group.label} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      aria-controls={id}
      childrenOffset={28}
      keepMounted={false}
      id={`${id}-toggle`}
    >
      <div id={id}>
        {group.children.map((leaf) => (
          <LeafLink key={leaf.path} leaf={leaf} pathname={pathname} icon={false} />
        ))}
      </div>
    </NavLink>
  );
}

/** The drawer menu of one role (menuFor in the domain decides which entries). */
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
