import {
  IconAddressBook,
  IconBolt,
  IconBuilding,
  IconCalendarEvent,
  IconFileImport,
  IconHelp,
  IconHome,
  IconKey,
  IconLayoutDashboard,
  IconList,
  IconLogout,
  IconReportAnalytics,
  IconSettings,
  IconUserPlus,
  IconUserSearch,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

/** Icons of the drawer's top-level entries and the bottom bar, by the menu's label. */
const ICONS: Record<string, Icon> = {
  Home: IconHome,
  Dashboard: IconLayoutDashboard,
  'Add New': IconUserPlus,
  'Quick Entry': IconBolt,
  Members: IconUsers,
  'Members List': IconList,
  'My Contacts': IconAddressBook,
  Seekers: IconUserSearch,
  Events: IconCalendarEvent,
  Organizations: IconBuilding,
  Reports: IconReportAnalytics,
  Admin: IconSettings,
  Import: IconFileImport,
  Help: IconHelp,
  'Change Password': IconKey,
  Logout: IconLogout,
};

export function MenuIcon({ label, size = 20 }: { label: string; size?: number }) {
  const Component = ICONS[label];
  return Component ? <Component size={size} stroke={1.6} aria-hidden /> : null;
}
