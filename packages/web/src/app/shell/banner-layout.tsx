import { AppShell, Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { COPYRIGHT } from './app-shell-layout';
import classes from './shell.module.css';

export const BANNER_TEXT = 'Jayatu Jayatu Hindu Rashtram';

/** Routes with the hide-navigation flag: orange header, no drawer (seed 000 §2 "Shell"). */
export function BannerLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} footer={{ height: 32 }} padding="md">
      <AppShell.Header className={classes.banner}>
        <Center h="100%" px="md">
          <Text fw={700} fz={{ base: 'md', sm: 'xl' }} ta="center">
            {BANNER_TEXT}
          </Text>
        </Center>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <Text className={classes.copyright}>{COPYRIGHT}</Text>
      </AppShell.Footer>
    </AppShell>
  );
}
