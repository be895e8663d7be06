import type { Db } from '../connect';
import { hashPassword } from '../../lib/password';
import { DEMO_CITY, DEMO_DISTRICT, DEMO_STATE, type LocationTree, type PlannedLocation } from './demo-locations';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES, regionOf } from './names';
import { type Random, Weighted } from './random';

/**
 * The demo users: DEMO_USERS (one per role, at INDIA / Maharashtra / Pune district / Pune town)
 * and `extra` more of roles 3-5, placed where the members are. Every user gets DEMO_PASSWORD;
 * one scrypt hash serves them all (hashing 500 passwords would take half a minute).
 */
export interface StaffMember {
  id: number;
  name: string;
  role: number;
  active: boolean;
  /** Plan indexes of the user's locations; empty = the root (roles 1-2). */
  places: PlannedLocation[];
  isDemoSevak: boolean;
}

/** Role mix of the extra users, and how strongly each role attracts assignments. */
const EXTRA_ROLES = Weighted.of([[3, 15], [4, 30], [5, 55]] as const);
const ASSIGN_WEIGHT: Readonly<Record<number, number>> = { 3: 1, 4: 2, 5: 4 };
/** The demo sevak is the first choice in its town, so it owns a visible list of contacts. */
const DEMO_SEVAK_WEIGHT = 40;
const INACTIVE_SHARE = 0.05;
const SECOND_PLACE_SHARE = 0.1;

export class Staff {
  private readonly coverCache = new Map<number, Weighted<StaffMember> | null>();

  constructor(
    readonly users: readonly StaffMember[],
    private readonly tree: LocationTree,
  ) {}

  /** Who may own a member at `loc`: active users of roles 3-5 whose locations hold it. */
  ownersAt(loc: PlannedLocation): Weighted<StaffMember> | null {
    let w = this.coverCache.get(loc.index);
    if (w === undefined) {
      const chain = new Set(this.tree.ancestry(loc).map((p) => p.index));
      const owners = this.users.filter((u) => u.active && u.role >= 3 && u.places.some((p) => chain.has(p.index)));
      w = owners.length
        ? new Weighted(
            owners,
            owners.map((u) => (u.isDemoSevak ? DEMO_SEVAK_WEIGHT : ASSIGN_WEIGHT[u.role])),
          )
        : null;
      this.coverCache.set(loc.index, w);
    }
    return w;
  }

  /** The share of the members (by plan weight) that at least one user may own. */
  coveredShare(): number {
    const places = this.tree.memberPlaces.items;
    const weights = this.tree.byIndex.map((p) => p.weight);
    const total = places.reduce((sum, p) => sum + weights[p.index], 0);
    const covered = places.filter((p) => this.ownersAt(p)).reduce((sum, p) => sum + weights[p.index], 0);
    return covered / total;
  }

  /** The admin-level demo user: creator of records no local user covers. */
  get admin(): StaffMember {
    return this.users[0];
  }
}

interface NewUser {
  name: string;
  email: string;
  mobile_no: string;
  role: number;
  active: boolean;
  places: PlannedLocation[];
  isDemoSevak: boolean;
}

function demoUsers(tree: LocationTree): NewUser[] {
  const state = tree.find('state', DEMO_STATE);
  const district = tree.find('district', DEMO_DISTRICT, state);
  const city = tree.find('city', DEMO_CITY, district);
  const placeOf: Record<number, PlannedLocation[]> = { 1: [], 2: [], 3: [state], 4: [district], 5: [city] };
  return DEMO_USERS.map((u) => ({ ...u, active: true, places: placeOf[u.role], isDemoSevak: u.role === 5 }));
}

function extraUsers(tree: LocationTree, count: number, random: Random): NewUser[] {
  const totals = tree.subtreeWeights();
  const byLevel = (level: PlannedLocation['level']) => {
    const locs = tree.byIndex.filter((p) => p.level === level);
    return new Weighted(
      locs,
      locs.map((p) => totals[p.index]),
    );
  };
  const levels = { 3: byLevel('state'), 4: byLevel('district'), 5: byLevel('city') } as Record<number, Weighted<PlannedLocation>>;
  const out: NewUser[] = [];
  for (let i = 0; i < count; i++) {
    const role = EXTRA_ROLES.pick(random);
    const places = [levels[role].pick(random)];
    if (random.chance(SECOND_PLACE_SHARE)) {
      const second = levels[role].pick(random);
      if (second !== places[0]) places.push(second);
    }
    const first = random.pick(random.chance(0.6) ? MALE_NAMES : FEMALE_NAMES)[0];
    const last = random.pick(SURNAMES[regionOf(places[0].state)])[0];
    out.push({
      name: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@demo.sampark`.toLowerCase(),
      mobile_no: `8${String(i + 1).padStart(9, '0')}`,
      role,
      active: !random.chance(INACTIVE_SHARE),
      places,
      isDemoSevak: false,
    });
  }
  return out;
}

/** Inserts the demo users and their locations with ids from max(id)+1 on. */
export async function insertStaff(db: Db, tree: LocationTree, extra: number, random: Random, now: string): Promise<Staff> {
  const planned = [...demoUsers(tree), ...extraUsers(tree, extra, random)];
  const max = await db.selectFrom('users').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const firstId = Number(max?.max ?? 0) + 1;
  const hash = await hashPassword(DEMO_PASSWORD);
  const users: StaffMember[] = planned.map((u, i) => ({ id: firstId + i, name: u.name, role: u.role, active: u.active, places: u.places, isDemoSevak: u.isDemoSevak }));
  const rows = planned.map((u, i) => ({
    id: firstId + i,
    name: u.name,
    email: u.email,
    mobile_no: u.mobile_no,
    password_hash: hash,
    role: u.role,
    active: u.active ? 1 : 0,
    created_at: now,
    updated_at: now,
  }));
  const links = users.flatMap((u) => (u.places.length ? u.places.map((p) => tree.idOf(p)) : [tree.rootId]).map((location_id) => ({ user_id: u.id, location_id })));
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('users').values(rows.slice(i, i + 500)).execute();
  for (let i = 0; i < links.length; i += 1000) await db.insertInto('user_locations').values(links.slice(i, i + 1000)).execute();
  return new Staff(users, tree);
}
