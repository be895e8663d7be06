import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab's title: 'Members List - Sampark', or 'Sampark' alone. Routes declare their
 * title in English; it is shown in the user's language from common's `titles` (issue 18).
 */
export function useDocumentTitle(title: string): void {
  const { t, i18n } = useTranslation('common');
  // a title may hold ':' ('Invitees: New'), which i18next would read as a namespace
  const shown = t(`titles.${title}`, { nsSeparator: false, defaultValue: title });
  const app = t('appName');
  useEffect(() => {
    document.title = title === 'Sampark' ? app : `${shown} - ${app}`;
  }, [title, shown, app, i18n.language]);
}
