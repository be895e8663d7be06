import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allCatalogues } from '../../../test/i18n';
import { type BackendModule, type Bundle, I18nLite, type TOptions } from './i18next-lite';

const resources = allCatalogues() as Record<string, Record<string, Bundle>>;
const LANGUAGES = Object.keys(resources);
const NAMESPACES = Object.keys(resources.en ?? {});

/** i18next as the app starts it (src/i18n/i18n.ts), with every catalogue given */
async function bothTranslators() {
  const options = { lng: 'en', fallbackLng: 'en', supportedLngs: LANGUAGES, ns: NAMESPACES, defaultNS: 'common', resources, interpolation: { escapeValue: false }, initAsync: false, showSupportNotice: false };
  const real = createInstance();
  await real.init(options);
  const lite = new I18nLite();
  await lite.init(options);
  return { real, lite };
}

/** every key of a catalogue, objects included, and each plural's base key ('x' of 'x_one') */
function keysOf(bundle: Bundle, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([name, value]) => {
    const key = `${prefix}${name}`;
    const base = /^(.+)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
    const own = base ? [key, base] : [key];
    return typeof value === 'object' && value !== null ? [...own, ...keysOf(value as Bundle, `${key}.`)] : own;
  });
}

/** the options a key is asked with: its values named, a count where it is a plural, and none */
function optionsFor(text: unknown): TOptions[] {
  const names = typeof text === 'string' ? [...text.matchAll(/\{\{-?\s*(\w+)/g)].map((m) => m[1]!) : [];
  const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
  return [{}, values, ...[0, 1, 2, 5].map((count) => ({ ...values, count })), { returnObjects: true }, { defaultValue: 'Default {{x}}', x: 'y' }];
}

describe("i18next-lite answers as i18next does (the built app's translations)", () => {
  it('for every key of every catalogue, in both languages, with and without values, counts and objects', async () => {
    const { real, lite } = await bothTranslators();
    let compared = 0;
    for (const namespace of NAMESPACES) {
      const keys = new Set(keysOf(resources.en![namespace]!).concat(keysOf(resources.hi?.[namespace] ?? {})));
      for (const key of keys)
        for (const language of LANGUAGES)
          for (const options of optionsFor(real.getResource('en', namespace, key))) {
            const asked = { ...options, lng: language };
            expect(lite.t(`${namespace}:${key}`, asked), `${language} ${namespace}:${key} ${JSON.stringify(options)}`).toEqual(real.t(`${namespace}:${key}`, asked));
            expect(lite.getFixedT(language, namespace)(key, options)).toEqual(real.getFixedT(language, namespace)(key, options));
            compared++;
          }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it("for a map's entry looked up as one key (option-label.ts valueLabel: values with dots, spaces and colons)", async () => {
    const { real, lite } = await bothTranslators();
    const SEPARATOR = '\u0001';
    let compared = 0;
    for (const namespace of NAMESPACES)
      for (const [map, entries] of Object.entries(resources.en![namespace]!)) {
        if (typeof entries !== 'object' || entries === null) continue;
        for (const value of [...Object.keys(entries), 'A value no map holds', 'B.A.', 'Sant / Guru: x'])
          for (const language of LANGUAGES) {
            const options = { keySeparator: SEPARATOR, nsSeparator: false as const, defaultValue: value };
            const key = `${map}${SEPARATOR}${value}`;
            expect(lite.getFixedT(language, namespace)(key, options), `${language} ${namespace} ${key}`).toEqual(real.getFixedT(language, namespace)(key, options));
            compared++;
          }
      }
    expect(compared).toBeGreaterThan(1_000);
  });

  it('for keys that are missing, lists of keys, a value left out, a sentence with a colon and the default namespace', async () => {
    const { real, lite } = await bothTranslators();
    const asks: [string | string[], TOptions?][] = [
      ['no.such.key'],
      ['table:no.such.key', { defaultValue: 'Shown {{n}}', n: 3 }],
      ['table:no.such.key', { count: 2, defaultValue_other: 'Many', defaultValue: 'One' }],
      [['members:no.such', 'table:range'], { from: 1, to: 10, total: 20 }],
      [['members:fields.no_such', 'members:historyFields.no_such'], { defaultValue: 'no_such' }],
      ['table:range', { from: 1 }],
      ['table:range', { from: 1, to: undefined, total: null }],
      ['Please wait: loading', {}],
      ['notify.success', { lng: 'hi' }],
      ['contacts:groups'],
      ['titles.Members List', { nsSeparator: false, defaultValue: 'Members List', lng: 'hi' }],
      ['titles.No such: screen', { nsSeparator: false, defaultValue: 'No such: screen', lng: 'hi', ns: 'app' }],
    ];
    for (const [key, options] of asks) expect(lite.t(key, options), JSON.stringify(key)).toEqual(real.t(key, options));
  });
});

describe('i18next-lite loading catalogues', () => {
  afterEach(() => vi.useRealTimers());

  /** a backend whose reads answer when the test says, from the real catalogues */
  function slowBackend() {
    const pending: (() => void)[] = [];
    const reads: string[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init() {},
      read(language, namespace, callback) {
        reads.push(`${language}/${namespace}`);
        pending.push(() => callback(null, resources[language]![namespace]!));
      },
    };
    const answerAll = async () => {
      while (pending.length) pending.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { backend, reads, answerAll };
  }

  it('is not ready in a namespace until its catalogue and the fallback language’s have come', async () => {
    const { backend, reads, answerAll } = slowBackend();
    const lite = new I18nLite().use(backend);
    void lite.init({ lng: 'hi', fallbackLng: 'en', ns: ['common'], defaultNS: 'common' });
    expect(lite.hasLoadedNamespace('common')).toBe(false);
    expect(reads).toEqual(['hi/common', 'en/common']);
    await answerAll();
    expect(lite.hasLoadedNamespace('common')).toBe(true);
    expect(lite.t('notify.success')).toBe(resources.hi!.common!.notify && (resources.hi!.common!.notify as Bundle).success);
  });

  it('changes the language only once the namespaces used so far are there, then tells its listeners', async () => {
    const { backend, reads, answerAll } = slowBackend();
    const lite = new I18nLite().use(backend);
    lite.addResourceBundle('en', 'common', resources.en!.common!, true, false);
    await lite.init({ lng: 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common' });
    const contacts = lite.loadNamespaces('contacts');
    await answerAll();
    await contacts;
    const changed: unknown[] = [];
    lite.on('languageChanged', (language) => changed.push(language));
    const change = lite.changeLanguage('hi');
    expect(lite.language).toBe('en');
    expect(reads.slice(-2)).toEqual(['hi/common', 'hi/contacts']);
    await answerAll();
    await change;
    expect([lite.language, changed]).toEqual(['hi', ['hi']]);
    expect(lite.t('contacts:followup')).toBe(resources.hi!.contacts!.followup);
  });

  it('asks again for a catalogue that failed to load, and after the last try reads as loaded with the keys shown', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const lite = new I18nLite().use({
      type: 'backend',
      init() {},
      read(_language, _namespace, callback) {
        reads++;
        callback(new Error('offline'), false);
      },
    });
    void lite.init({ lng: 'en', fallbackLng: 'en', ns: ['table'], defaultNS: 'common' });
    await vi.runAllTimersAsync();
    expect(reads).toBe(6);
    expect(lite.hasLoadedNamespace('table')).toBe(true);
    expect(lite.t('table:range')).toBe('range');
  });
});
