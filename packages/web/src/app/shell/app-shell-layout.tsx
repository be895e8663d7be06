import { AppShell, Burger, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import type { AuthUser } from '@sampark/domain/schemas/account';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../i18n/language-switch';
import { chooseLanguage } from '../../lib/language';
import { BottomBar } from './bottom-bar';
import { COPYRIGHT } from './copyright';
import { NavMenu } from './nav-menu';
import classes from './shell.module.css';

export { COPYRIGHT };

/**
 * The logged-in shell (seed 000 §2 "Shell"): header, drawer menu, footer, phone bottom bar. It also
 * holds the confirm dialogs' provider (components/confirm), which only staff screens use: the
 * modal code then stays out of the login page's and the public forms' JavaScript.
 */
export function AppShellLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  // On phones the drawer covers the page: close it once the user picked a screen.
  useEffect(() => close(), [pathname, close]);

  return (
    <ModalsProvider labels={{ confirm: t('yes'), cancel: t('no') }}>
      <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: { base: 84, sm: 32 } }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={opened ? t('shell.closeNavigation') : t('shell.openNavigation')}
              aria-expanded={opened}
              aria-controls="main-menu"
            />
            {/* the greeting under the name of the app: beside the language switch it had no room on a phone (seed 000 §2) */}
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Link to="/home" className={classes.brand}>
                {t('appName')}
              </Link>
              <Text truncate="end" maw={{ base: 170, sm: 420 }} fz={{ base: 'xs', sm: 'sm' }} fw={500} lh={1.2}>
                {t('shell.namaskar', { name: user.name })}
              </Text>
            </Stack>
          </Group>
          <LanguageSwitch onChoose={(language) => void chooseLanguage(language)} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="main-menu" aria-label={t('shell.mainMenu')}>
        <AppShell.Section p="md" className={classes.welcome}>
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {t('shell.welcome', { name: user.name })}
          </Text>
          <Text fz="sm" c="dimmed">
            {t(`roles.${user.role}`, { defaultValue: String(user.role) })}
          </Text>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} p="xs">
          <NavMenu role={user.role} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>{children}</AppShell.Main>

      <AppShell.Footer className={classes.footer}>
        <BottomBar role={user.role} />
        <Text className={classes.copyright}>{COPYRIGHT}</Text>
      </AppShell.Footer>
      </AppShell>
    </ModalsProvider>
  );
}
