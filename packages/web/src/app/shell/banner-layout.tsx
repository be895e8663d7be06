import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/language-switch';
import { chooseLanguage } from '../../lib/language';
import { COPYRIGHT } from './copyright';
import classes from './shell.module.css';

/**
 * Routes with the hide-navigation flag: orange header, no drawer (seed 000 §2 "Shell"). Plain
 * elements, no Mantine component (decision 104), laid out like the staff shell's AppShell, whose
 * code (navbar, scroll locking) the public forms then do not load (decision 045).
 */
export function BannerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <header className={`${classes.banner} ${classes.bannerHeader}`}>
        <div className={`${classes.headerRow} ${classes.bannerRow}`}>
          <p className={classes.bannerTitle}>{t('shell.banner')}</p>
          <LanguageSwitch onChoose={(language) => void chooseLanguage(language)} />
        </div>
      </header>
      <main className={`${classes.main} ${classes.bannerMain}`}>{children}</main>
      <footer className={`${classes.footer} ${classes.bannerFooter}`}>
        <p className={classes.copyright}>{COPYRIGHT}</p>
      </footer>
    </>
  );
}
