import { describe, expect, it } from 'vitest';

/**
 * Every key in both catalogues, and no Hindi left in English (issue 18). A Hindi value must hold
 * Devanagari, unless it is one of the few words users read in Latin letters on Indian phones too
 * (brand and product names, units); those are listed here with the reason.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', { eager: true });
const hindi = import.meta.glob<{ default: Record<string, unknown> }>('./locales/hi/*.json', { eager: true });

/** Hindi values that may stay in Latin letters: names of products, file formats, codes. */
const LATIN_ALLOWED = /^(English|WhatsApp|SMS|OTP|Email|E-mail|Excel|PDF|QR|ID|URL|OK|Facebook|Instagram|Twitter|X|YouTube|LinkedIn|Telegram|PIN|DD-MM-YYYY|\d+|[\s\d{}().,:/#+-]*)$/;
const DEVANAGARI = /[\u0900-\u097F]/;

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) for (const [k, v] of leaves(inner, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

const namespace = (file: string) => file.replace(/^.*\/(.+)\.json$/, '$1');
const enByNs = new Map(Object.entries(english).map(([file, m]) => [namespace(file), leaves(m.default)]));
const hiByNs = new Map(Object.entries(hindi).map(([file, m]) => [namespace(file), leaves(m.default)]));

describe('the Hindi and English catalogues', () => {
  it('have the same namespaces', () => {
    expect([...hiByNs.keys()].sort()).toEqual([...enByNs.keys()].sort());
  });

  for (const [ns, en] of enByNs) {
    describe(ns, () => {
      const hi = hiByNs.get(ns) ?? new Map<string, string>();

      it('have the same keys', () => {
        expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
      });

      it('have no empty value', () => {
        const empty = [...en, ...hi].filter(([, v]) => v.trim() === '').map(([k]) => k);
        expect(empty).toEqual([]);
      });

      it('keep the same {{placeholders}} in both languages', () => {
        const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
        const differ = [...en].filter(([k, v]) => hi.has(k) && placeholders(v).join() !== placeholders(hi.get(k)!).join()).map(([k]) => k);
        expect(differ).toEqual([]);
      });

      it('are written in Devanagari in Hindi', () => {
        const latin = [...hi].filter(([, v]) => !DEVANAGARI.test(v) && !LATIN_ALLOWED.test(v.trim())).map(([k, v]) => `${k}: ${v}`);
        expect(latin).toEqual([]);
      });
    });
  }
});
