/**
 * Writes cities-in.json: up to three real towns for every Indian district of
 * @sampark/domain/geo/places, for the demo organisation's location tree (state > district > city).
 *
 * Run: `npx tsx packages/server/src/db/demo/generate-cities.ts` (from the repo root). The output is
 * committed, so the demo loader needs no package at run time.
 *
 * How: country-state-city lists ~4,200 Indian towns per state with coordinates, but not their
 * district. A district's headquarters is found by name (or the alias below); every other town of
 * the state goes to the district whose headquarters is nearest. A district whose headquarters is
 * unknown gets its own name as its one town.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { districtsOf, statesOf } from '@sampark/domain/geo/places';

const require = createRequire(import.meta.url);
type CscCity = [name: string, country: string, state: string, lat: string, lon: string];
interface CscState { name: string; isoCode: string; countryCode: string }
const cscCities = (require('country-state-city/lib/assets/city.json') as CscCity[]).filter((c) => c[1] === 'IN');
const cscStates = (require('country-state-city/lib/assets/state.json') as CscState[]).filter((s) => s.countryCode === 'IN');

/** Districts whose headquarters town has another name in country-state-city. */
const HQ_ALIASES: Record<string, string> = {
  'Mumbai City': 'Mumbai',
  'Mumbai Suburban': 'Bandra',
  Ahilyanagar: 'Ahmednagar',
  'Chhatrapati Sambhajinagar': 'Aurangabad',
  Dharashiv: 'Osmanabad',
  Raigad: 'Alibag',
  'Bengaluru Urban': 'Bengaluru',
  Shivamogga: 'Shimoga',
  'Uttara Kannada': 'Karwar',
  Chamarajanagar: 'Chamrajnagar',
  Vijayanagara: 'Hospet',
  Prayagraj: 'Allahabad',
  'Kanpur Nagar': 'Kanpur',
  Bagpat: 'Baghpat',
  Gurugram: 'Gurgaon',
  Bathinda: 'Bhatinda',
  'Sahibzada Ajit Singh Nagar': 'Mohali',
  'Tarn Taran': 'Tarn Taran Sahib',
  Palakkad: 'Palghat',
  Narmadapuram: 'Hoshangabad',
  'Khandwa (East Nimar)': 'Khandwa',
  'Khargone (West Nimar)': 'Khargone',
  'West Champaran': 'Bettiah',
  Nadia: 'Krishnanagar',
  'North 24 Parganas': 'Barasat',
  'Paschim Medinipur': 'Medinipur',
  'Purba Medinipur': 'Tamluk',
  'Purba Bardhaman': 'Bardhaman',
  'Paschim Bardhaman': 'Asansol',
  Birbhum: 'Suri',
  'Dakshin Dinajpur': 'Balurghat',
  'Uttar Dinajpur': 'Raiganj',
  'Pauri Garhwal': 'Pauri',
  Viluppuram: 'Villupuram',
  'East Singhbhum': 'Jamshedpur',
  'West Singhbhum': 'Chaibasa',
  'Lakhimpur Kheri': 'Lakhimpur',
  Chittorgarh: 'Chittaurgarh',
  Dholpur: 'Dhaulpur',
  Jhunjhunu: 'Jhunjhunun',
  'Sri Ganganagar': 'Ganganagar',
  Anakapalli: 'Anakapalle',
  'Sri Potti Sriramulu Nellore': 'Nellore',
  NTR: 'Vijayawada',
  'South Andaman': 'Port Blair',
  'East Sikkim': 'Gangtok',
  'Imphal West': 'Imphal',
  'North Goa': 'Panaji',
  'South Goa': 'Madgaon',
};

const MAX_TOWNS = 3;
/** Closer than ~5 km to a town already taken: a spelling variant or a neighbourhood of it. */
const MIN_SPACING_SQ = 0.045 ** 2;
/** Administrative units and entries like 'Durgapur, Chandrapur' are not towns. */
const NOT_A_TOWN = /division|district|block|,|\(/i;
const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

interface Town { name: string; lat: number; lon: number }

function distanceSq(a: Town, b: Town): number {
  const dLat = a.lat - b.lat;
  const dLon = (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

function townsOfState(state: string): Record<string, string[]> {
  const iso = cscStates.find((s) => norm(s.name) === norm(state))?.isoCode;
  const towns: Town[] = cscCities.filter((c) => c[2] === iso).map((c) => ({ name: c[0], lat: Number(c[3]), lon: Number(c[4]) }));
  const districts = districtsOf('INDIA', state);
  const hqs = new Map<string, Town>();
  for (const d of districts) {
    const wanted = norm(HQ_ALIASES[d] ?? d);
    const hq = towns.find((t) => norm(t.name) === wanted);
    if (hq) hqs.set(d, hq);
  }
  const assigned = new Map<string, Town[]>(districts.map((d) => [d, []]));
  const hqNames = new Set([...hqs.values()].map((t) => t.name));
  const districtNames = new Set(districts.map(norm));
  for (const t of towns) {
    if (hqNames.has(t.name) || districtNames.has(norm(t.name)) || NOT_A_TOWN.test(t.name)) continue;
    let best: [string, number] | undefined;
    for (const [d, hq] of hqs) {
      const dist = distanceSq(t, hq);
      if (!best || dist < best[1]) best = [d, dist];
    }
    if (best) assigned.get(best[0])!.push(t);
  }
  const out: Record<string, string[]> = {};
  for (const d of districts) {
    const hq = hqs.get(d);
    out[d] = hq ? spacedTowns(hq, assigned.get(d)!) : [d];
  }
  return out;
}

/** The headquarters, then the nearest towns that are not next door to one already taken. */
function spacedTowns(hq: Town, candidates: Town[]): string[] {
  const taken = [hq];
  for (const t of [...candidates].sort((a, b) => distanceSq(a, hq) - distanceSq(b, hq))) {
    if (taken.length === MAX_TOWNS) break;
    if (taken.every((x) => distanceSq(x, t) >= MIN_SPACING_SQ && norm(x.name) !== norm(t.name))) taken.push(t);
  }
  return taken.map((t) => t.name);
}

const result: Record<string, Record<string, string[]>> = {};
for (const state of statesOf('INDIA')) {
  if (districtsOf('INDIA', state).length) result[state] = townsOfState(state);
}
const file = fileURLToPath(new URL('./cities-in.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(result, null, 0).replaceAll('],"', '],\n"').replaceAll('},"', '},\n"')}\n`);
console.log(`wrote ${file}`);
