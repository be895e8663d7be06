import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { cssVariablesResolver, theme } from './theme';

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/**
 * The notifications' store is small and loaded with the app (components/feedback/notify.ts); the
 * component that shows them (transitions, portal) is loaded when the first notification is raised,
 * so a screen that never notifies never fetches it (docs/decisions/045-javascript-budgets.md). The
 * store keeps that notification meanwhile; once loaded the host stays, for the later ones.
 */
function NotificationsOnDemand() {
  const [needed, setNeeded] = useState(false);
  const raised = useNotifications().notifications.length > 0;
  if (raised && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals */
  env?: 'default' | 'test';
}

/** Providers that do not need the router; ModalsProvider sits in the staff shell (shell/app-shell-layout.tsx). */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <NotificationsOnDemand />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
