import type { Resource } from 'i18next';
import { initI18n } from '../src/i18n/i18n';

const english = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/en/*.json', { eager: true });
const hindi = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/hi/*.json', { eager: true });

function byNamespace(files: Record<string, { default: Record<string, unknown> }>) {
  return Object.fromEntries(Object.entries(files).map(([file, module]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), module.default]));
}

/** Every catalogue of both languages, by language and namespace, English first. */
export function allCatalogues(): Resource {
  return { en: byNamespace(english), hi: byNamespace(hindi) };
}

/** Both languages, bundled, English first: a test that switches to Hindi finds it loaded. */
export function initI18nForTests() {
  return initI18n({ resources: allCatalogues(), language: 'en' });
}
