import { useDisclosure } from '@mantine/hooks';
import type { AuthUser } from '@sampark/domain/schemas/account';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../lib/router';
import { LanguageSwitch } from '../../i18n/language-switch';
import { chooseLanguage } from '../../lib/language';
import { ConfirmHost } from '../../components/confirm/confirm-host';
import { useIdleSteps } from '../../hooks/use-idle-steps';
import { useScreenMatches } from '../../hooks/use-screen-matches';
import { BottomBar } from './bottom-bar';
import { COPYRIGHT } from './copyright';
import { NavMenu } from './nav-menu';
import classes from './shell.module.css';

export { COPYRIGHT };

/**
 * The bar on top: the burger (phones), the app's name, the greeting and the language switch.
 * right-scroll-bar-position: react-remove-scroll (Mantine's modals) keeps the fixed bars still when
 * it hides the page's scrollbar, as it did for AppShell's.
 */
function ShellHeader({ user, opened, onBurger }: { user: AuthUser; opened: boolean; onBurger: () => void }) {
  const { t } = useTranslation('common');
  return (
    <header className={`${classes.header} right-scroll-bar-position`}>
      <div className={classes.headerRow}>
        <div className={classes.headerStart}>
          <button
            type="button"
            className={classes.burger}
            onClick={onBurger}
            aria-label={opened ? t('shell.closeNavigation') : t('shell.openNavigation')}
            aria-expanded={opened}
            aria-controls="main-menu"
          >
            <span className={classes.burgerLines} />
          </button>
          {/* the greeting under the name of the app: beside the language switch it had no room on a phone (seed 000 §2) */}
          <div className={classes.greeting}>
            <Link to="/home" className={classes.brand}>
              {t('appName')}
            </Link>
            <p className={classes.namaskar}>{t('shell.namaskar', { name: user.name })}</p>
          </div>
        </div>
        <LanguageSwitch onChoose={(language) => void chooseLanguage(language)} />
      </div>
    </header>
  );
}

/** The menu: beside the page from `sm` up, a drawer on phones (shown while `opened`). */
function ShellNavbar({ user, opened }: { user: AuthUser; opened: boolean }) {
  const { t } = useTranslation('common');
  // a phone's drawer is closed when the screen opens: its menu is drawn once the phone is idle
  // (or at once when the burger opens it first), not before the first screen answers a tap (issue 32)
  const drawer = useScreenMatches('(max-width: 47.99em)'); // where shell.module.css makes it a drawer
  const idle = useIdleSteps(drawer ? 1 : 0) > 0;
  return (
    <nav id="main-menu" aria-label={t('shell.mainMenu')} className={classes.navbar} data-opened={opened || undefined}>
      <div className={classes.welcome}>
        <p className={classes.welcomeName}>{t('shell.welcome', { name: user.name })}</p>
        <p className={classes.role}>{t(`roles.${user.role}`, { defaultValue: String(user.role) })}</p>
      </div>
      <div className={classes.menu}>
        {(!drawer || opened || idle) && <NavMenu role={user.role} />}
      </div>
    </nav>
  );
}

/**
 * The screen inside the shell, drawn one task after the shell first is (issue 32): the shell and a
 * sevak's home had been one task, the largest of the home's start after the entry's, and a tap
 * waited for all of it. The screens a person opens later are drawn with the shell already there.
 */
function AfterTheShell({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // a layout effect sets the timer in the shell's own task; Preact runs a passive effect only
  // after the next frame, which would hold the screen back a frame more
  useLayoutEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}

/**
 * The logged-in shell (seed 000 §2 "Shell"): header, drawer menu, footer, phone bottom bar, in
 * plain elements laid out by shell.module.css: it frames every staff screen, and Mantine's AppShell
 * cost a cheap phone's main thread more than the sevak's home could spare (issue 32). It also
 * holds the confirm dialogs' host (components/confirm), which loads Mantine's modal code the
 * first time a staff screen asks a question: a sevak's phone never runs it.
 */
export function AppShellLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On phones the drawer covers the page: close it once the user picked a screen.
  useEffect(() => close(), [pathname, close]);

  return (
    <>
      <ConfirmHost />
      <div className={classes.shell}>
        <ShellHeader user={user} opened={opened} onBurger={toggle} />
        <ShellNavbar user={user} opened={opened} />
        <main className={`${classes.main} ${classes.shellMain}`}>
          <AfterTheShell>{children}</AfterTheShell>
        </main>
        <footer className={`${classes.footer} ${classes.shellFooter} right-scroll-bar-position`}>
          <BottomBar role={user.role} />
          <p className={classes.copyright}>{COPYRIGHT}</p>
        </footer>
      </div>
    </>
  );
}
