import type { Resource } from 'i18next';
import { initI18n } from '../src/i18n/i18n';

const english = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/en/*.json', { eager: true });
const hindi = import.meta.glob<{ default: Record<string, unknown> }>('../src/i18n/locales/hi/*.json', { eager: true });

function byNamespace(files: Record<string, { default: Record<string, unknown> }>) {
  return Object.fromEntries(Object.entries(files).map(([file, module]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), module.default]));
}

/** Both languages, bundled, English first: a test that switches to Hindi finds it loaded. */
export function initI18nForTests() {
  const resources: Resource = { en: byNamespace(english), hi: byNamespace(hindi) };
  return initI18n({ resources, language: 'en' });
}
