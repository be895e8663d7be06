import { type AccessGroup, canAccess } from './roles';

/**
 * The navigation drawer of every role (seed 000 §2 "Route list", §6; seed 002 §2 "Help page").
 * Labels are the documents' words. A group has children; a leaf has a path.
 */
export interface MenuLeaf {
  label: string;
  path: string;
  access: AccessGroup;
}
export interface MenuGroup {
  label: string;
  access: AccessGroup;
  children: MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuGroup;

export const MENU: MenuEntry[] = [
  { label: 'Home', path: '/home', access: 'all' },
  { label: 'Dashboard', path: '/dashboard', access: 'staff' },
  { label: 'Add New', path: '/register', access: 'all' },
  { label: 'Quick Entry', path: '/quickentry/create', access: 'all' },
  {
    label: 'Members',
    access: 'all',
    children: [
      { label: 'Members List', path: '/', access: 'staff' },
      { label: 'Members List', path: '/member/list/1', access: 'sevak' },
      { label: 'Bulk Edit', path: '/member/edit', access: 'staff' },
      { label: 'My Contacts', path: '/mycontacts', access: 'all' },
    ],
  },
  {
    label: 'Seekers',
    access: 'seekers',
    children: [
      { label: 'Add Seeker', path: '/seeker/create', access: 'seekers' },
      { label: 'Seekers List', path: '/seeker/list', access: 'seekers' },
      { label: 'Import Seekers', path: '/seeker/import', access: 'seekers' },
    ],
  },
  {
    label: 'Events',
    access: 'staff',
    children: [
      { label: 'Add Event', path: '/event/create', access: 'staff' },
      { label: 'Events List', path: '/event/list', access: 'staff' },
    ],
  },
  {
    label: 'Organizations',
    access: 'staff',
    children: [
      { label: 'Add Organization', path: '/organization/create', access: 'staff' },
      { label: 'Organizations List', path: '/organization/list', access: 'staff' },
    ],
  },
  {
    label: 'Reports',
    access: 'staff',
    children: [
      { label: 'User Access Report', path: '/reports/user_access', access: 'staff' },
      { label: 'Location Access Report', path: '/reports/location_access', access: 'staff' },
      { label: 'Sampark Details Report', path: '/reports/sampark_details_report', access: 'staff' },
    ],
  },
  {
    label: 'Admin',
    access: 'admin',
    children: [
      { label: 'Users', path: '/user/list', access: 'admin' },
      { label: 'Locations', path: '/location/list', access: 'admin' },
      { label: 'Categories', path: '/category/list', access: 'admin' },
      { label: 'Professions', path: '/profession/list', access: 'admin' },
      { label: 'Event Type', path: '/event-type/list', access: 'admin' },
      { label: 'Duplicate Members', path: '/duplicates', access: 'admin' },
    ],
  },
  { label: 'Import', path: '/import', access: 'admin' },
  { label: 'Help', path: '/help', access: 'all' },
  { label: 'Change Password', path: '/changepassword', access: 'all' },
  { label: 'Logout', path: '/logout', access: 'all' },
];

/** The menu as one role sees it: groups keep only the children the role may open. */
export function menuFor(role: number): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of MENU) {
    if (!canAccess(role, entry.access)) continue;
    if ('children' in entry) {
      const children = entry.children.filter((c) => canAccess(role, c.access));
      if (children.length) out.push({ ...entry, children });
    } else out.push(entry);
  }
  return out;
}

/** The bottom bar on phones: My Contacts for roles other than 5, the role-5 list for role 5. */
export function bottomBarFor(role: number): MenuLeaf[] {
  const home: MenuLeaf = { label: 'Home', path: '/home', access: 'all' };
  const list: MenuLeaf =
    role === 5
      ? { label: 'Members List', path: '/member/list/1', access: 'sevak' }
      : { label: 'My Contacts', path: '/mycontacts', access: 'all' };
  return [home, list, { label: 'Quick Entry', path: '/quickentry/create', access: 'all' }];
}
