import { Fragment, type ReactElement, type ReactNode, cloneElement, createElement, useCallback, useMemo, useSyncExternalStore } from 'react';
import i18next, { type I18nLite, type TFunction, type TOptions } from './i18next-lite';

/**
 * The built app's stand-in for react-i18next, beside ./i18next-lite.ts (docs/decisions/107-i18next-lite.md):
 * `useTranslation` (suspending while its namespaces load, unless told not to), `Trans` for the
 * few sentences with markup, `initReactI18next`. As react-i18next, `t` is bound to the first
 * namespace named and is a new function when the language changes or the namespaces become ready; a component renders again
 * when the language changes or its namespaces become ready, not on every catalogue's arrival.
 */

export const initReactI18next = { type: '3rdParty' as const, init() {} };

const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  i18next.on('loaded', onChange);
  return () => {
    i18next.off('languageChanged', onChange);
    i18next.off('loaded', onChange);
  };
};

type UseTranslation = [TFunction, I18nLite, boolean] & { t: TFunction; i18n: I18nLite; ready: boolean };

export function useTranslation(ns?: string | readonly string[], options: { useSuspense?: boolean } = {}): UseTranslation {
  const namespaces = ns === undefined ? [i18next.options.defaultNS] : typeof ns === 'string' ? [ns] : [...ns];
  const key = namespaces.join('|');
  // the snapshot changes only with what this component shows: the language and whether it is ready
  const snapshot = useCallback(() => `${i18next.language}|${key.split('|').every((n) => i18next.hasLoadedNamespace(n))}`, [key]);
  const state = useSyncExternalStore(subscribe, snapshot);
  const ready = state.endsWith('|true');
  const language = i18next.language;
  if (!ready && options.useSuspense !== false) throw i18next.loadNamespaces(namespaces);
  if (!ready) void i18next.loadNamespaces(namespaces);
  const first = namespaces[0];
  // a new t when the language changes or the namespaces become ready, as react-i18next's: memos of
  // translated words (`useMemo(..., [t])`) are then made again in the catalogue that has come
  return useMemo(() => {
    const t = i18next.getFixedT(null, first);
    return Object.assign([t, i18next, ready] as UseTranslation, { t, i18n: i18next, ready });
  }, [first, ready, language]);
}

/** `<name>text</name>` in a translation, rendered as `components[name]` around the text. */
const TAG = /<(\w+)>(.*?)<\/\1>/g;

export function Trans({ t, i18nKey, values, components = {} }: { t: TFunction; i18nKey: string; values?: TOptions; components?: Record<string, ReactElement> }) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(at, match.index));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : whole);
    at = match.index + whole.length;
  }
  parts.push(text.slice(at));
  return createElement(Fragment, null, ...parts);
}
