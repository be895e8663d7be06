import { LANGUAGES, type Language } from '@sampark/domain/schemas/account';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from './locales/en/common.json';

/**
 * Hindi and English for the whole web app (issue 18, docs/decisions/050-hindi-and-english.md).
 *
 * Each area of the app has its own namespace, one JSON file per language in ./locales/<lng>/.
 * English `common` (shell, menu, buttons) ships with the entry so the login page paints without
 * waiting; every other catalogue is its own small chunk, fetched when a screen that uses it first
 * renders (react-i18next suspends it meanwhile; the lazy routes already have Suspense boundaries).
 */
export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';

const STORAGE_KEY = 'sampark.language';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** i18next backend that imports ./locales/<lng>/<ns>.json as its own chunk. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen on this device (before login, or until the server's choice is known). */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Shows the app in `language` from now on, on this device; the server copy is the caller's. */
export async function applyLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = language;
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/**
 * Starts i18next. The app passes nothing (catalogues load lazily); the unit tests pass every
 * English catalogue (test/i18n.ts) so screens render synchronously and tests read English.
 */
export function initI18n(options: { resources?: Resource; language?: Language } = {}) {
  const language = options.language ?? storedLanguage();
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  const instance = i18next.use(initReactI18next);
  if (!options.resources) instance.use(lazyCatalogues);
  const ready = instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // messages: the server's and the rules' messages, shown by notifications and forms anywhere
    ns: ['common', 'messages'],
    defaultNS: 'common',
    resources: options.resources,
    // lazily loaded namespaces are added to the bundled English common below
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React escapes what it renders
    react: { useSuspense: true },
    initAsync: false,
    showSupportNotice: false,
  });
  if (!options.resources) i18next.addResourceBundle('en', 'common', commonEn, true, false);
  return ready;
}

export { i18next as i18n };
