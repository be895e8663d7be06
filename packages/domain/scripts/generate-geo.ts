/**
 * Writes the committed geo data (src/geo/*.json) that `src/geo/places.ts` serves.
 *
 * Run: `npx tsx packages/domain/scripts/generate-geo.ts` (from the repo root).
 *
 * Why generate instead of importing the packages at run time: country-state-city ships 8 MB of
 * cities and lat/long/timezone fields we never use, and the web bundle needs only names. The
 * output is ~110 KB of plain names (about 40 KB gzipped).
 *
 * Sources: country-state-city (countries, states), libphonenumber-js (calling codes),
 * india-state-district (Indian districts, MIT), corrected by DISTRICT_FIXES below.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../src/geo/', import.meta.url));

interface CscCountry { name: string; isoCode: string; phonecode: string }
interface CscState { name: string; isoCode: string; countryCode: string }

const cscCountries = require('country-state-city/lib/assets/country.json') as CscCountry[];
const cscStates = require('country-state-city/lib/assets/state.json') as CscState[];
const indiaDistricts = require('india-state-district/dist/data/data.json') as Record<string, string[]>;

/** india-state-district state codes that differ from country-state-city's ISO codes. */
const STATE_CODE_ALIASES: Record<string, string> = { CG: 'CT', OD: 'OR', UK: 'UT' };

/**
 * Corrections to india-state-district 1.0.5, per state (ISO code): typos and merged entries,
 * districts that were proposed but never notified, official renames, and districts created
 * since (Madhya Pradesh 2023, Rajasthan 2023 as kept in 2024).
 */
const DISTRICT_FIXES: Record<string, { remove?: string[]; add?: string[]; rename?: Record<string, string> }> = {
  AP: {
    remove: ['Sri SathyaYSR'],
    add: ['Sri Sathya Sai', 'YSR Kadapa'],
    rename: { 'Nandamuri Taraka Rama Rao': 'NTR' },
  },
  DL: { rename: { 'Shahdara district': 'Shahdara' } },
  KA: {
    rename: {
      Bellary: 'Ballari',
      Belgaum: 'Belagavi',
      'Bangalore Rural': 'Bengaluru Rural',
      'Bangalore Urban': 'Bengaluru Urban',
      Chamarajanagara: 'Chamarajanagar',
      Chikmagalur: 'Chikkamagaluru',
      Gulbarga: 'Kalaburagi',
      Koppala: 'Koppal',
      Mysore: 'Mysuru',
      Shimoga: 'Shivamogga',
    },
  },
  MH: {
    rename: {
      Ahmednagar: 'Ahilyanagar',
      Aurangabad: 'Chhatrapati Sambhajinagar',
      Osmanabad: 'Dharashiv',
      'Mumbai suburban': 'Mumbai Suburban',
    },
  },
  ML: { rename: { 'Eastern West Khasi Hills district': 'Eastern West Khasi Hills' } },
  MP: { remove: ['Chachoda', 'Nagda'], add: ['Mauganj', 'Pandhurna'] },
  RJ: {
    add: ['Balotra', 'Beawar', 'Deeg', 'Didwana-Kuchaman', 'Khairthal-Tijara', 'Kotputli-Behror', 'Phalodi', 'Salumbar'],
  },
  TG: { rename: { 'Medchal–Malkajgiri': 'Medchal-Malkajgiri' } },
  UP: { rename: { Allahabad: 'Prayagraj', Faizabad: 'Ayodhya' } },
  UT: { remove: ['Didihat', 'Kotdwar', 'Ranikhet', 'Yamunotri'] },
};

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

function phoneCodeOf(c: CscCountry): string {
  if (isSupportedCountry(c.isoCode)) return getCountryCallingCode(c.isoCode);
  // e.g. '+672' for Antarctica: keep the part before any area code ('+1-242').
  return c.phonecode.replace(/^\+/, '').split(/[- ]/)[0] ?? '';
}

function buildCountries() {
  const list = cscCountries.map((c) => ({ name: c.name.toUpperCase(), iso2: c.isoCode, phoneCode: phoneCodeOf(c) }));
  list.sort((a, b) => (a.iso2 === 'IN' ? -1 : b.iso2 === 'IN' ? 1 : byName(a.name, b.name)));
  return list;
}

function buildStates(): Record<string, string[]> {
  const states: Record<string, string[]> = {};
  for (const s of cscStates) (states[s.countryCode] ??= []).push(s.name.trim());
  for (const code of Object.keys(states)) states[code] = [...new Set(states[code])].sort(byName);
  return states;
}

function fixDistricts(code: string, names: string[]): string[] {
  const fix = DISTRICT_FIXES[code] ?? {};
  const trimmed = names.map((n) => n.trim());
  for (const gone of [...(fix.remove ?? []), ...Object.keys(fix.rename ?? {})]) {
    if (!trimmed.includes(gone)) throw new Error(`${code}: '${gone}' not in the source any more; review DISTRICT_FIXES`);
  }
  const kept = trimmed
    .filter((n) => !fix.remove?.includes(n))
    .map((n) => fix.rename?.[n] ?? n)
    .concat(fix.add ?? []);
  return [...new Set(kept)].sort(byName);
}

function buildIndianDistricts(): Record<string, string[]> {
  const stateNames = new Map(cscStates.filter((s) => s.countryCode === 'IN').map((s) => [s.isoCode, s.name.trim()]));
  const districts: Record<string, string[]> = {};
  for (const [sourceCode, names] of Object.entries(indiaDistricts)) {
    const code = STATE_CODE_ALIASES[sourceCode] ?? sourceCode;
    const state = stateNames.get(code);
    if (!state) throw new Error(`No Indian state with code ${code}`);
    districts[state] = fixDistricts(code, names);
  }
  const missing = [...stateNames.values()].filter((s) => !districts[s]);
  if (missing.length) throw new Error(`States without districts: ${missing.join(', ')}`);
  return Object.fromEntries(Object.entries(districts).sort(([a], [b]) => byName(a, b)));
}

/** One line per entry keeps the diffs of a regenerated file readable. */
function writeJson(file: string, value: unknown[] | Record<string, unknown>) {
  const entries = Array.isArray(value)
    ? value.map((v) => `  ${JSON.stringify(v)}`)
    : Object.entries(value).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  writeFileSync(outDir + file, `${open}\n${entries.join(',\n')}\n${close}\n`);
}

const countries = buildCountries();
const states = buildStates();
const districts = buildIndianDistricts();
writeJson('countries.json', countries);
writeJson('states.json', states);
writeJson('districts-in.json', districts);
const districtCount = Object.values(districts).reduce((n, d) => n + d.length, 0);
console.log(`${countries.length} countries, ${Object.keys(states).length} with states, ${districtCount} Indian districts`);
