import type { DuplicateGroup, DuplicateMember, DuplicateReason, DuplicatesQuery } from '@sampark/domain/schemas/duplicates';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import { labelledWithoutId } from '../locations/location-labels';
import { toBeDeletedId } from '../members/member-filter';

/**
 * The duplicate groups (issue 30, docs/decisions/093-duplicate-groups.md): members sharing a
 * normalised number (mobile_norm and whatsapp_norm, either against either: the columns the
 * duplicate check of quick entry fills), an e-mail in any case, or a full name (any case) with a
 * date of birth. Members in ToBeDeleted are left out.
 */

type Key = { reason: DuplicateReason; key: string; size: number; total: number };

/** Each reason's (key, member) pairs; a member whose WhatsApp is its own mobile counts once. */
function keyPairs(reason: DuplicateReason): RawBuilder<unknown> {
  if (reason === 'mobile') {
    return sql`select 'mobile' as reason, mobile_norm as k, id from members where mobile_norm is not null
      union all
      select 'mobile', whatsapp_norm, id from members where whatsapp_norm is not null and (mobile_norm is null or whatsapp_norm <> mobile_norm)`;
  }
  if (reason === 'email') return sql`select 'email' as reason, lower(email) as k, id from members where email is not null and email <> ''`;
  return sql`select 'name_dob' as reason, lower(fullname) || '|' || dob as k, id from members where dob is not null and dob <> ''`;
}

/** The page of group keys, largest first, and how many groups there are (one pass). */
async function groupKeys(db: Db, q: DuplicatesQuery, trash: number | undefined): Promise<Key[]> {
  const reasons = q.reason ? [q.reason] : (['mobile', 'email', 'name_dob'] as const);
  const pairs = sql.join(reasons.map(keyPairs), sql` union all `);
  // the few members in ToBeDeleted, by id: the key indexes carry the id, not the location
  const live = trash === undefined ? sql`` : sql`where p.id not in (select x.id from members x where x.location_id = ${trash})`;
  const { rows } = await sql<Key>`
    with g as (select p.reason, p.k as key, count(*) as size from (${pairs}) p ${live} group by p.reason, p.k having count(*) > 1)
    select reason, key, size, count(*) over () as total from g
    order by size desc, reason, key limit ${q.limit} offset ${q.skip}`.execute(db);
  return rows.map((r) => ({ ...r, size: Number(r.size), total: Number(r.total) }));
}

type MemberKeys = DuplicateMember & { mobile_norm: string | null; whatsapp_norm: string | null; dob: string | null };

/** The members of the page's groups, oldest first. */
async function groupMembers(db: Db, keys: Key[], trash: number | undefined): Promise<MemberKeys[]> {
  const of = (reason: DuplicateReason) => keys.filter((k) => k.reason === reason).map((k) => k.key);
  const [numbers, emails, names] = [of('mobile'), of('email'), of('name_dob')];
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .select(['m.id', 'm.fullname', 'm.source', 'm.location_id', 'l.name as location', 'm.mobile_number', 'm.whatsapp', 'm.email', 'm.created_at'])
    .select(['m.mobile_norm', 'm.whatsapp_norm', 'm.dob', sql<number>`m.sf + m.uf`.as('followups')])
    .where((eb) =>
      eb.or([
        ...(numbers.length ? [eb('m.mobile_norm', 'in', numbers), eb('m.whatsapp_norm', 'in', numbers)] : []),
        ...(emails.length ? [eb(sql`lower(m.email)`, 'in', emails).and('m.email', 'is not', null)] : []),
        ...names.map((n) => {
          const cut = n.lastIndexOf('|');
          return eb.and([eb(sql`lower(m.fullname)`, '=', n.slice(0, cut)), eb('m.dob', '=', n.slice(cut + 1))]);
        }),
      ]),
    )
    .$if(trash !== undefined, (qb) => qb.where('m.location_id', '!=', trash!))
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return (await labelledWithoutId(db, rows)).map((r) => ({ ...r, followups: Number(r.followups) }));
}

function belongs(m: MemberKeys, g: Key): boolean {
  if (g.reason === 'mobile') return m.mobile_norm === g.key || m.whatsapp_norm === g.key;
  if (g.reason === 'email') return (m.email ?? '').toLowerCase() === g.key;
  return `${m.fullname.toLowerCase()}|${m.dob}` === g.key;
}

export async function findDuplicateGroups(db: Db, q: DuplicatesQuery): Promise<{ data: DuplicateGroup[]; count: number }> {
  const trash = await toBeDeletedId(db);
  const keys = await groupKeys(db, q, trash);
  if (!keys.length) return { data: [], count: q.skip ? await countGroups(db, q, trash) : 0 };
  const members = await groupMembers(db, keys, trash);
  const data = keys.map((g) => ({
    key: g.key,
    reason: g.reason,
    members: members.filter((m) => belongs(m, g)).map(({ mobile_norm: _m, whatsapp_norm: _w, dob: _d, ...row }) => row),
  }));
  return { data, count: keys[0].total };
}

/** A page past the end still tells how many groups there are. */
async function countGroups(db: Db, q: DuplicatesQuery, trash: number | undefined): Promise<number> {
  const first = await groupKeys(db, { ...q, skip: 0, limit: 1 }, trash);
  return first[0]?.total ?? 0;
}
