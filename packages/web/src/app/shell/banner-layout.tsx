import { Box, Center, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { COPYRIGHT } from './copyright';
import classes from './shell.module.css';

export const BANNER_TEXT = 'Jayatu Jayatu Hindu Rashtram';

/**
 * Routes with the hide-navigation flag: orange header, no drawer (seed 000 §2 "Shell"). Plain
 * elements laid out like the staff shell's AppShell, whose code (navbar, scroll locking) the
 * public forms then do not load (docs/decisions/045-javascript-budgets.md).
 */
export function BannerLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Box component="header" className={`${classes.banner} ${classes.bannerHeader}`}>
        <Center h="100%" px="md">
          <Text fw={700} fz={{ base: 'md', sm: 'xl' }} ta="center">
            {BANNER_TEXT}
          </Text>
        </Center>
      </Box>
      <Box component="main" className={`${classes.main} ${classes.bannerMain}`}>
        {children}
      </Box>
      <Box component="footer" className={`${classes.footer} ${classes.bannerFooter}`}>
        <Text className={classes.copyright}>{COPYRIGHT}</Text>
      </Box>
    </>
  );
}
