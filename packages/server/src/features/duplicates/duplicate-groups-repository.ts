import type { DuplicateGroup, DuplicateMember, DuplicateReason, DuplicatesQuery } from '@sampark/domain/schemas/duplicates';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { labelledWithoutId } from '../../shared/locations/location-labels';
import { toBeDeletedId } from '../../shared/members/member-filter';

/**
 * The duplicate groups (issue 30, docs/decisions/093-duplicate-groups.md): members sharing a
 * normalised number (mobile_norm and whatsapp_norm, either against either: the columns the
 * duplicate check of quick entry fills), an e-mail in any case, or a full name (any case) with a
 * date of birth. Members in ToBeDeleted are left out.
 */

type Key = { reason: DuplicateReason; key: string; size: number };

/**
 * The page of group keys, largest first, from duplicate_keys (migration 022), which triggers on
 * `members` keep: the normalised number (a WhatsApp equal to the member's own mobile counts
 * once), lower(email), lower(fullname)|dob; members in ToBeDeleted hold no key.
 */
async function groupKeys(db: Db, q: DuplicatesQuery): Promise<Key[]> {
  const rows = await db
    .selectFrom('duplicate_keys')
    .select(['reason', 'key', 'size'])
    .where('size', '>', 1)
    .$if(!!q.reason, (qb) => qb.where('reason', '=', q.reason!))
    .orderBy('size', 'desc')
    .orderBy('reason')
    .orderBy('key')
    .limit(q.limit)
    .offset(q.skip)
    .execute();
  return rows.map((r) => ({ reason: r.reason as DuplicateReason, key: r.key, size: Number(r.size) }));
}

async function countGroups(db: Db, q: DuplicatesQuery): Promise<number> {
  const row = await db
    .selectFrom('duplicate_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('size', '>', 1)
    .$if(!!q.reason, (qb) => qb.where('reason', '=', q.reason!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type MemberKeys = DuplicateMember & { mobile_norm: string | null; whatsapp_norm: string | null; email_key: string | null; name_key: string | null };

/**
 * The ids holding the page's keys: one indexed lookup per column and key kind, unioned (an OR of
 * IN lists made SQLite read the whole table: 2 s at 1M members).
 */
function idsHolding(db: Db, keys: Key[]) {
  const of = (reason: DuplicateReason) => keys.filter((k) => k.reason === reason).map((k) => k.key);
  const [numbers, emails, names] = [of('mobile'), of('email'), of('name_dob')];
  const ids = () => db.selectFrom('members').select('id');
  const parts = [
    ...(numbers.length ? [ids().where('mobile_norm', 'in', numbers), ids().where('whatsapp_norm', 'in', numbers)] : []),
    ...(emails.length ? [ids().where('email', 'is not', null).where(sql`lower(email)`, 'in', emails)] : []),
    ...names.map((n) => {
      const cut = n.lastIndexOf('|');
      return ids().where('dob', '=', n.slice(cut + 1)).where(sql`lower(fullname)`, '=', n.slice(0, cut));
    }),
  ];
  return parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!);
}

/** The members of the page's groups, oldest first. */
async function groupMembers(db: Db, keys: Key[], trash: number | undefined): Promise<MemberKeys[]> {
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .select(['m.id', 'm.fullname', 'm.source', 'm.location_id', 'l.name as location', 'm.mobile_number', 'm.whatsapp', 'm.email', 'm.created_at'])
    .select(['m.mobile_norm', 'm.whatsapp_norm', sql<string | null>`lower(m.email)`.as('email_key'), sql<string | null>`lower(m.fullname) || '|' || m.dob`.as('name_key')])
    .select(sql<number>`m.sf + m.uf`.as('followups'))
    .where('m.id', 'in', idsHolding(db, keys))
    .$if(trash !== undefined, (qb) => qb.where('m.location_id', '!=', trash!))
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return (await labelledWithoutId(db, rows)).map((r) => ({ ...r, followups: Number(r.followups) }));
}

function belongs(m: MemberKeys, g: Key): boolean {
  if (g.reason === 'mobile') return m.mobile_norm === g.key || m.whatsapp_norm === g.key;
  return (g.reason === 'email' ? m.email_key : m.name_key) === g.key;
}

export async function findDuplicateGroups(db: Db, q: DuplicatesQuery): Promise<{ data: DuplicateGroup[]; count: number }> {
  const [keys, count] = await Promise.all([groupKeys(db, q), countGroups(db, q)]);
  if (!keys.length) return { data: [], count };
  const members = await groupMembers(db, keys, await toBeDeletedId(db));
  const data = keys.map((g) => ({
    key: g.key,
    reason: g.reason,
    members: members.filter((m) => belongs(m, g)).map(({ mobile_norm: _m, whatsapp_norm: _w, email_key: _e, name_key: _n, ...row }) => row),
  }));
  return { data, count };
}
