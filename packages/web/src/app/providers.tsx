import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals */
  env?: 'default' | 'test';
}

/** Providers that do not need the router; ModalsProvider sits inside it (see root-layout.tsx). */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" zIndex={2000} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
