import { LANGUAGES, type Language } from '@sampark/domain/languages';
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

/** where the chosen language is kept on this device (also read by login.html's inline script) */
export const LANGUAGE_STORAGE_KEY = 'sampark.language';

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
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Shows the app in `language` from now on, on this device; the server copy is the caller's. */
export async function applyLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = language;
  if (i18next.language === language) return;
  await loadMessagesFor(language);
  await i18next.changeLanguage(language);
}

/**
 * The server's and the rules' messages (the `messages` catalogues) are shown as they came while
 * the app reads English (messages.ts), so they are fetched only for another language, and then in
 * English too, by whose text messages.ts finds them. An English visitor's first load is 5 KB
 * lighter (docs/decisions/061-public-form-on-preact.md).
 */
const MESSAGES = 'messages';
const namespacesAtStart = (language: Language) => (language === DEFAULT_LANGUAGE ? ['common'] : ['common', MESSAGES]);

async function loadMessagesFor(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18next.hasResourceBundle(language, MESSAGES)) return;
  await i18next.reloadResources([language, DEFAULT_LANGUAGE], [MESSAGES]);
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
    ns: namespacesAtStart(language),
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
