import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PleaseWait } from '../components/feedback/please-wait';
import { theme } from './theme';

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
  // a dialog's close button is named in the language shown (axe: button-name); English until the
  // Hindi catalogue has loaded, without suspending the whole app for it
  const { t } = useTranslation('common', { useSuspense: false });
  const localTheme = useMemo(
    // (by the component's name: importing Modal here would put it in every page's entry)
    () => mergeThemeOverrides(theme, { components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('closeDialog') } } } } }),
    [t],
  );
  return (
    // the theme's CSS variables are in the app's stylesheet (theme-variables.css, decision 114): the
    // provider would compute them and write them into the page at every load, on the phone's main thread
    <MantineProvider theme={localTheme} withCssVariables={false} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <NotificationsOnDemand />
        {/* a layout that waits for its language's catalogue (issue 18) shows Please wait meanwhile */}
        <Suspense fallback={<PleaseWait fullScreen />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
