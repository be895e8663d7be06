import { Notifications } from '@mantine/notifications';

/** Where notifications show; loaded after the first screen (see providers.tsx). */
export function NotificationsHost() {
  return <Notifications position="top-right" zIndex={2000} />;
}
