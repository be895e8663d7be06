/**
 * The built app's stand-in for i18next (issue 32, docs/decisions/107-i18next-lite.md): the build
 * puts this module in i18next's place (vite.config.ts), as it puts Preact in React's. i18next's
 * 2,000 lines were ~10% of the script a sevak's phone runs before the first tap, most of it code run
 * once per call (a translation passes through ~20 functions there). This keeps what the app uses:
 * nested keys, 'ns:key', key lists, plurals by Intl.PluralRules (`_one`, `_other`, `_zero`),
 * `{{name}}` values, `defaultValue`, `returnObjects`, `lng`, catalogues loaded through a backend,
 * the fallback language. What it answers is i18next's for every key of every catalogue: the unit
 * test compares the two. The unit tests and the login page's prerender use i18next itself.
 */

export type Bundle = Record<string, unknown>;
export type Resource = Record<string, Record<string, Bundle>>;

export interface TOptions {
  [name: string]: unknown;
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
  lng?: string;
  ns?: string | readonly string[];
  /** what separates a path's parts ('.'), and a namespace from its key (':', false: none) */
  keySeparator?: string;
  nsSeparator?: string | false;
}

export interface BackendModule {
  type: 'backend';
  init(...args: unknown[]): void;
  read(language: string, namespace: string, callback: (error: unknown, data: Bundle | false) => void): void;
}

interface ThirdPartyModule {
  type: '3rdParty';
  init(instance: I18nLite): void;
}

export interface InitOptions {
  lng: string;
  fallbackLng: string;
  ns?: string[];
  defaultNS?: string;
  resources?: Resource;
  [other: string]: unknown;
}

type Key = string | readonly string[];
export type TFunction = (key: Key, options?: TOptions | string) => string;

/** i18next's retries of a catalogue that failed to load (its backend connector's defaults). */
const RETRIES = 5;
const RETRY_MS = 350;
/** a key holding one of these reads as a sentence, not 'ns:path' (i18next's looksLikeObjectPath) */
const NATURAL_LANGUAGE = /[ ,?!;]/;
const VALUE = /\{\{(.+?)\}\}/g;

type LoadState = 'loading' | 'loaded' | 'failed';

const toList = (value: string | readonly string[]): string[] => (typeof value === 'string' ? [value] : [...value]);
/** t's second argument: its options, or (as i18next reads a string there) the default */
const asOptions = (given: TOptions | string | undefined): TOptions => (typeof given === 'string' ? { defaultValue: given } : { ...given });
const isPlainObject = (value: unknown): value is Bundle => typeof value === 'object' && value !== null && !Array.isArray(value);

/** i18next's deepFind: a path whose parts may themselves hold the separator ('a.b' as one key). */
function deepFind(bundle: unknown, path: string, separator = '.'): unknown {
  if (!isPlainObject(bundle)) return undefined;
  if (bundle[path]) return Object.prototype.hasOwnProperty.call(bundle, path) ? bundle[path] : undefined;
  const tokens = path.split(separator);
  let current: unknown = bundle;
  for (let i = 0; i < tokens.length; ) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j === i ? '' : separator) + tokens[j];
      next = (current as Bundle)[nextPath];
      if (next === undefined) continue;
      if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
      i = j + 1;
      break;
    }
    current = next;
  }
  return current;
}

function deepMerge(target: Bundle, source: Bundle, overwrite: boolean): Bundle {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (isPlainObject(existing) && isPlainObject(value)) deepMerge(existing, value, overwrite);
    else if (overwrite || existing === undefined) target[name] = value;
  }
  return target;
}

/** '{{name}}' (or '{{- name}}') from the options; a value not given at all stays as written, as in i18next. */
function interpolate(text: string, values: TOptions): string {
  return text.replace(VALUE, (whole, inner: string) => {
    const name = inner.trim().replace(/^-\s*/, '');
    const value = name in values ? values[name] : deepFind(values, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, name) ? '' : whole;
    return value === null ? '' : String(value);
  });
}

export class I18nLite {
  language = '';
  options: { fallbackLng: string; defaultNS: string; ns: string[] } = { fallbackLng: 'en', defaultNS: 'translation', ns: [] };
  private bundles = new Map<string, Bundle>();
  private states = new Map<string, LoadState>();
  private loads = new Map<string, Promise<void>>();
  private backend: BackendModule | undefined;
  private listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  private pluralRules = new Map<string, Intl.PluralRules>();

  get resolvedLanguage(): string {
    return this.language;
  }

  use(module: BackendModule | ThirdPartyModule): this {
    if (module.type === 'backend') this.backend = module;
    else module.init(this);
    return this;
  }

  init(options: InitOptions): Promise<TFunction> {
    this.options = { fallbackLng: options.fallbackLng, defaultNS: options.defaultNS ?? 'translation', ns: [...(options.ns ?? [])] };
    for (const [language, namespaces] of Object.entries(options.resources ?? {}))
      for (const [namespace, bundle] of Object.entries(namespaces)) this.addResourceBundle(language, namespace, bundle, true, true);
    this.language = options.lng;
    return this.loadNamespaces(this.options.ns).then(() => this.t);
  }

  /** the languages a key is looked up in, in order */
  private codes(language: string): string[] {
    return language === this.options.fallbackLng ? [language] : [language, this.options.fallbackLng];
  }

  on(event: string, listener: (...args: unknown[]) => void): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: (...args: unknown[]) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  addResourceBundle(language: string, namespace: string, resources: Bundle, deep = false, overwrite = false): this {
    const id = `${language}|${namespace}`;
    const bundle = this.bundles.get(id) ?? {};
    if (deep) deepMerge(bundle, resources, overwrite);
    else Object.assign(bundle, resources);
    this.bundles.set(id, bundle);
    return this;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.has(`${language}|${namespace}`);
  }

  getResourceBundle(language: string, namespace: string): Bundle | undefined {
    return this.bundles.get(`${language}|${namespace}`);
  }

  getResource(language: string, namespace: string, key: string, separator = '.'): unknown {
    const bundle = this.bundles.get(`${language}|${namespace}`);
    let found: unknown = bundle;
    for (const part of key.split(separator)) found = isPlainObject(found) ? found[part] : undefined;
    return found === undefined ? deepFind(bundle, key, separator) : found;
  }

  /** One catalogue through the backend, tried again as i18next does; a failure leaves it missing. */
  private read(language: string, namespace: string, attempt = 0): Promise<void> {
    const backend = this.backend;
    if (!backend) return Promise.resolve();
    return new Promise<void>((resolve) => {
      backend.read(language, namespace, (error, data) => {
        if (!error && data) {
          this.addResourceBundle(language, namespace, data, true, true);
          resolve();
        } else if (attempt < RETRIES) {
          setTimeout(() => resolve(this.read(language, namespace, attempt + 1)), RETRY_MS * 2 ** attempt);
        } else {
          this.states.set(`${language}|${namespace}`, 'failed');
          resolve();
        }
      });
    });
  }

  private load(language: string, namespace: string, reload = false): Promise<void> {
    const id = `${language}|${namespace}`;
    const pending = this.loads.get(id);
    if (pending && (!reload || this.states.get(id) === 'loading')) return pending;
    this.states.set(id, 'loading');
    const load = this.read(language, namespace).then(() => {
      if (this.states.get(id) === 'loading') this.states.set(id, 'loaded');
      this.emit('loaded', language, namespace);
    });
    this.loads.set(id, load);
    return load;
  }

  /** A namespace is ready in a language once its catalogue is there, or its loads (and the fallback's) are over. */
  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    if (this.hasResourceBundle(language, namespace) || !this.backend) return true;
    const settled = (code: string) => {
      const state = this.states.get(`${code}|${namespace}`);
      return state === 'loaded' || state === 'failed';
    };
    return this.codes(language).every(settled);
  }

  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = toList(namespaces);
    for (const namespace of list) if (!this.options.ns.includes(namespace)) this.options.ns.push(namespace);
    return this.loadFor(this.language, list);
  }

  private loadFor(language: string, namespaces: string[]): Promise<void> {
    const wanted = this.codes(language).flatMap((code) => namespaces.filter((ns) => !this.hasResourceBundle(code, ns)).map((ns) => this.load(code, ns)));
    return Promise.all(wanted).then(() => undefined);
  }

  reloadResources(languages: string[], namespaces: string[]): Promise<void> {
    return Promise.all(languages.flatMap((language) => namespaces.map((namespace) => this.load(language, namespace, true)))).then(() => undefined);
  }

  /** Loads every namespace used so far in `language`, then shows it. */
  async changeLanguage(language: string): Promise<TFunction> {
    await this.loadFor(language, this.options.ns);
    if (language !== this.language) {
      this.language = language;
      this.emit('languageChanged', language);
    }
    return this.t;
  }

  private pluralSuffix(code: string, count: number): string {
    let rules = this.pluralRules.get(code);
    if (!rules) {
      rules = new Intl.PluralRules(code);
      this.pluralRules.set(code, rules);
    }
    return `_${rules.select(count)}`;
  }

  /** 'ns:path' as i18next splits it (a sentence with a colon is a key of the default namespace, unless separators are given) */
  private split(key: string, options: TOptions): { key: string; namespaces: string[] } {
    const namespaces = options.ns ? toList(options.ns) : [this.options.defaultNS];
    const nsSeparator = options.nsSeparator ?? ':';
    const keySeparator = options.keySeparator ?? '.';
    if (nsSeparator === false || !key.includes(nsSeparator)) return { key, namespaces };
    const dot = key.indexOf(keySeparator);
    const looksLikePath = !NATURAL_LANGUAGE.test(key) || (dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot)));
    if (!looksLikePath && options.keySeparator === undefined && options.nsSeparator === undefined) return { key, namespaces };
    const [namespace = '', ...rest] = key.split(nsSeparator);
    return { key: rest.join(keySeparator), namespaces: [namespace] };
  }

  private resolve(keys: readonly string[], options: TOptions, language: string): { found: unknown; key: string; namespaces: string[] } {
    const count = typeof options.count === 'number' ? options.count : undefined;
    let last = { key: '', namespaces: [] as string[] };
    for (const whole of keys) {
      last = this.split(whole, options);
      for (const namespace of last.namespaces)
        for (const code of this.codes(language)) {
          const candidates = count === undefined ? [last.key] : [...(count === 0 ? [`${last.key}_zero`] : []), last.key + this.pluralSuffix(code, count), last.key];
          for (const candidate of candidates) {
            const found = this.getResource(code, namespace, candidate, options.keySeparator);
            if (found !== undefined && found !== null) return { found, key: last.key, namespaces: last.namespaces };
          }
        }
    }
    return { found: undefined, key: last.key, namespaces: last.namespaces };
  }

  /** The default of a missing key: its plural form's (`defaultValue_one` …) where a count is given. */
  private defaultValue(options: TOptions, language: string): unknown {
    const count = typeof options.count === 'number' ? options.count : undefined;
    return (count === 0 && options.defaultValue_zero) || (count !== undefined && options[`defaultValue${this.pluralSuffix(language, count)}`]) || options.defaultValue;
  }

  private translate(key: Key, given: TOptions | string | undefined): unknown {
    const options = asOptions(given);
    const language = options.lng ?? this.language;
    const resolved = this.resolve(toList(key), options, language);
    let found = resolved.found;
    if (isPlainObject(found) || Array.isArray(found)) {
      if (!options.returnObjects) return `key '${resolved.key} (${this.language})' returned an object instead of string.`;
      // each entry translated on its own, as i18next does: values filled in, a missing one from the fallback language
      const whole = found as Bundle;
      const entries = Object.keys(whole).map((name): [string, unknown] => {
        const deepKey = `${resolved.key}${options.keySeparator ?? '.'}${name}`;
        const value = this.translate(deepKey, { ...options, ns: resolved.namespaces });
        return [name, value === deepKey ? whole[name] : value];
      });
      return Array.isArray(found) ? entries.map(([, value]) => value) : Object.fromEntries(entries);
    }
    if (found === undefined) found = this.defaultValue(options, language);
    if (found === undefined) found = resolved.key;
    return typeof found === 'string' ? interpolate(found, options) : found;
  }

  /** i18next's t; the app's keys give strings, or objects with returnObjects */
  t: TFunction = (key, options) => this.translate(key, options) as string;

  /** A t bound to a language (null: the current one) and a namespace; a new function on each call, as i18next's. */
  getFixedT(language: string | null, namespace?: string | readonly string[]): TFunction {
    const ns = namespace === undefined ? undefined : toList(namespace);
    return (key, given) => {
      const options = asOptions(given);
      return this.t(key, { ...options, lng: options.lng ?? language ?? this.language, ns: options.ns ?? ns });
    };
  }
}

const i18next = new I18nLite();
export default i18next;
