import { districtsOf, statesOf } from '@sampark/domain/geo/places';
import { DEFAULT_COUNTRY } from '@sampark/domain/options/reference';
import type { Db } from '../connect';
import cityLists from './cities-in.json';
import { type Random, Weighted } from './random';

/**
 * The demo organisation's location tree under the root (INDIA): states > districts > towns, with
 * real names (@sampark/domain/geo/places, towns from cities-in.json) and region codes such as
 * '111_Mumbai' on districts. Planned in memory first (members are placed by the plan's weights),
 * then inserted with explicit ids, paths and closure rows in a few multi-row statements.
 */
export type LocationSet = 'demo' | 'large';

export interface PlannedLocation {
  /** Position in the plan; the id is firstId + index. */
  index: number;
  name: string;
  /** Index of the parent in the plan; null = directly under the root. */
  parent: number | null;
  level: 'state' | 'district' | 'city';
  code: string | null;
  state: string;
  district: string | null;
  city: string | null;
  /** Relative share of the members placed directly at this location. */
  weight: number;
}

const CITIES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = cityLists;

/** About eight states: the demo users sit in Maharashtra (district Pune, town Pune). */
const DEMO_STATES = ['Maharashtra', 'Goa', 'Karnataka', 'Gujarat', 'Madhya Pradesh', 'Uttar Pradesh', 'Delhi', 'Telangana'];

/**
 * "Most members in a few districts": these districts hold ~70% of the members; every other
 * district shares the remaining ~30%.
 */
const HOT_DISTRICTS: Readonly<Record<string, number>> = {
  'Maharashtra/Pune': 12,
  'Maharashtra/Mumbai City': 9,
  'Maharashtra/Mumbai Suburban': 8,
  'Maharashtra/Thane': 7,
  'Maharashtra/Nagpur': 3,
  'Maharashtra/Nashik': 2,
  'Goa/North Goa': 4,
  'Goa/South Goa': 3,
  'Karnataka/Bengaluru Urban': 6,
  'Karnataka/Belagavi': 2,
  'Gujarat/Ahmedabad': 5,
  'Gujarat/Surat': 3,
  'Madhya Pradesh/Indore': 3,
  'Madhya Pradesh/Bhopal': 2,
  'Uttar Pradesh/Lucknow': 3,
  'Uttar Pradesh/Varanasi': 3,
  'Telangana/Hyderabad': 3,
};
const OTHER_DISTRICTS_SHARE = 0.3;
/** Within a district: members at the district itself vs. in its towns (the first town, the headquarters, is 3x as busy). */
const AT_DISTRICT_SHARE = 0.2;
const FIRST_CODE = 111;

/** The demo users' places; both location sets contain them. */
export const DEMO_STATE = 'Maharashtra';
export const DEMO_DISTRICT = 'Pune';
export const DEMO_CITY = 'Pune';

function statesFor(set: LocationSet): string[] {
  if (set === 'demo') return DEMO_STATES;
  const all = statesOf(DEFAULT_COUNTRY).filter((s) => districtsOf(DEFAULT_COUNTRY, s).length > 0);
  return [...DEMO_STATES, ...all.filter((s) => !DEMO_STATES.includes(s))];
}

/** Demo district first in its state so that Mumbai gets the code 111 ('111_Mumbai'). */
function districtsFor(state: string): string[] {
  const all = districtsOf(DEFAULT_COUNTRY, state);
  const hot = all.filter((d) => `${state}/${d}` in HOT_DISTRICTS);
  return [...hot, ...all.filter((d) => !hot.includes(d))];
}

/** A district's region code: running number + name, ' City' dropped ('111_Mumbai'). */
function regionCode(n: number, district: string): string {
  return `${n}_${district.replace(/ City$/, '')}`;
}

export function planLocations(set: LocationSet, random: Random): PlannedLocation[] {
  const plan: PlannedLocation[] = [];
  const add = (loc: Omit<PlannedLocation, 'index'>) => plan.push({ ...loc, index: plan.length }) - 1;
  const states = statesFor(set);
  const otherCount = states.reduce((n, s) => n + districtsFor(s).filter((d) => !(`${s}/${d}` in HOT_DISTRICTS)).length, 0);
  const hotTotal = Object.values(HOT_DISTRICTS).reduce((a, b) => a + b, 0);
  const otherEach = (hotTotal * OTHER_DISTRICTS_SHARE) / (1 - OTHER_DISTRICTS_SHARE) / otherCount;
  let code = FIRST_CODE;
  for (const state of states) {
    const stateIndex = add({ name: state, parent: null, level: 'state', code: null, state, district: null, city: null, weight: 0 });
    for (const district of districtsFor(state)) {
      // Spread the quiet districts a little (0.5x-1.5x) so they do not all look alike.
      const share = HOT_DISTRICTS[`${state}/${district}`] ?? otherEach * (0.5 + random.next());
      const towns = CITIES[state]?.[district] ?? [district];
      const chosen = towns.slice(0, random.int(1, towns.length));
      const townWeights = chosen.map((_, i) => (i === 0 ? 3 : 1));
      const townTotal = townWeights.reduce((a, b) => a + b, 0);
      const districtIndex = add({
        name: district,
        parent: stateIndex,
        level: 'district',
        code: regionCode(code++, district),
        state,
        district,
        city: null,
        weight: share * AT_DISTRICT_SHARE,
      });
      chosen.forEach((city, i) =>
        add({
          name: city,
          parent: districtIndex,
          level: 'city',
          code: null,
          state,
          district,
          city,
          weight: (share * (1 - AT_DISTRICT_SHARE) * townWeights[i]) / townTotal,
        }),
      );
    }
  }
  return plan;
}

/** The plan plus the ids the database gave it. */
export class LocationTree {
  readonly byIndex: readonly PlannedLocation[];
  readonly memberPlaces: Weighted<PlannedLocation>;

  constructor(
    plan: PlannedLocation[],
    readonly rootId: number,
    readonly firstId: number,
  ) {
    this.byIndex = plan;
    const placed = plan.filter((p) => p.weight > 0);
    this.memberPlaces = new Weighted(
      placed,
      placed.map((p) => p.weight),
    );
  }

  idOf(loc: PlannedLocation): number {
    return this.firstId + loc.index;
  }

  /** The location itself, then its parent, up to its state (the root is not in the plan). */
  ancestry(loc: PlannedLocation): PlannedLocation[] {
    const chain = [loc];
    for (let p = loc.parent; p !== null; p = this.byIndex[p].parent) chain.push(this.byIndex[p]);
    return chain;
  }

  find(level: PlannedLocation['level'], name: string, parent?: PlannedLocation): PlannedLocation {
    const found = this.byIndex.find((p) => p.level === level && p.name === name && (!parent || p.parent === parent.index));
    if (!found) throw new Error(`demo location ${level} ${name} is missing from the plan`);
    return found;
  }

  /** Sum of the member weights at and below each location (for placing users where members are). */
  subtreeWeights(): number[] {
    const totals = this.byIndex.map((p) => p.weight);
    for (let i = this.byIndex.length - 1; i >= 0; i--) {
      const parent = this.byIndex[i].parent;
      if (parent !== null) totals[parent] += totals[i];
    }
    return totals;
  }
}

const CHUNK = 400;

/**
 * Inserts the planned tree under the root with ids from max(id)+1 on, the same on both engines.
 * Refuses when a planned state already exists under the root (the demo is for empty databases).
 */
export async function insertLocationTree(db: Db, plan: PlannedLocation[], now: string): Promise<LocationTree> {
  const root = await db.selectFrom('locations').select(['id', 'path']).where('parent_id', 'is', null).orderBy('id').executeTakeFirst();
  if (!root) throw new Error('No root location: run the reference data seeding (ensureReferenceData) first');
  const states = plan.filter((p) => p.level === 'state').map((p) => p.name.toLowerCase());
  const clash = await db.selectFrom('locations').select('name').where('parent_id', '=', root.id).where('name_key', 'in', states).executeTakeFirst();
  if (clash) throw new Error(`Location ${clash.name} already exists under the root: load the demo into an empty database`);
  const max = await db.selectFrom('locations').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const tree = new LocationTree(plan, root.id, Number(max?.max ?? 0) + 1);
  const rootAncestors = await db.selectFrom('location_closure').select(['ancestor_id', 'depth']).where('descendant_id', '=', root.id).execute();

  const paths: string[] = [];
  const rows = plan.map((p) => {
    const id = tree.idOf(p);
    paths[p.index] = `${p.parent === null ? root.path : paths[p.parent]}${id}/`;
    const parentId = p.parent === null ? root.id : tree.idOf(plan[p.parent]);
    return { id, name: p.name, name_key: p.name.toLowerCase(), parent_id: parentId, active: 1, path: paths[p.index], code: p.code, created_at: now, updated_at: now };
  });
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('locations').values(rows.slice(i, i + CHUNK)).execute();

  const closure = plan.flatMap((p) => {
    const chain = tree.ancestry(p).map((a, depth) => ({ ancestor_id: tree.idOf(a), descendant_id: tree.idOf(p), depth }));
    const above = rootAncestors.map((r) => ({ ancestor_id: r.ancestor_id, descendant_id: tree.idOf(p), depth: r.depth + chain.length }));
    return [...chain, ...above];
  });
  for (let i = 0; i < closure.length; i += CHUNK * 2) await db.insertInto('location_closure').values(closure.slice(i, i + CHUNK * 2)).execute();
  return tree;
}
