import { QueryClient } from '@tanstack/react-query';
import { type Resource, createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../lib/router';
import { LoginPage } from '../features/auth/login-page';
import { LANGUAGE_ATTRIBUTE, PRERENDERED_PAGE_ID } from '../features/auth/prerendered-login';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/i18n';
import { AppProviders } from './providers';

/**
 * The login screen as HTML, run at build time (vite.config.ts loginPage(), through Vite's module
 * runner): the real LoginPage with the app's providers, once per language, for login.html
 * (docs/decisions/060-prerendered-login.md). Ids are prefixed by language: both forms are in the page.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/locales/*/{common,auth,messages}.json', { eager: true });

function resources(): Resource {
  const resource: Resource = {};
  for (const [file, module] of Object.entries(catalogues)) {
    const [, language, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
    resource[language] = { ...resource[language], [namespace]: module.default };
  }
  return resource;
}

function renderForm(language: Language): string {
  // its own instance, given by the provider: not made react-i18next's default (initReactI18next),
  // which the app's tests share
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common', 'auth', 'messages'],
    defaultNS: 'common',
    resources: resources(),
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <AppProviders queryClient={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </AppProviders>
    </I18nextProvider>,
    { identifierPrefix: `login-${language}-` },
  );
}

/** `#login-page` with the form in every language; the page's inline script shows the user's. */
export function renderLoginForms(): string {
  const forms = LANGUAGES.map((language) => `<div ${LANGUAGE_ATTRIBUTE}="${language}">${renderForm(language)}</div>`);
  return `<div id="${PRERENDERED_PAGE_ID}">${forms.join('')}</div>`;
}
