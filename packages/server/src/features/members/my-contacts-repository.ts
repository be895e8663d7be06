import { pendingDays } from '@sampark/domain/contact-group';
import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import type { ExpressionBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/connect';
import type { DB } from '../../db/schema';
import { todayText } from '../../lib/time';
import { withLocationLabels } from '../../shared/locations/location-labels';

/**
 * My Contacts (seed 000 §2): the members assigned to the caller, whatever the role, newest first.
 * Soft-deleted members (in ToBeDeleted) are left out like in every list.
 */

export interface MyContactsQuery {
  skip: number;
  limit: number;
  keyword?: string;
}

type MemberEb = ExpressionBuilder<DB & { m: DB['members'] }, 'm'>;

/** Name, mobile, WhatsApp or email contains the keyword (any case); or it is the member id. */
function keywordCondition(dialect: Dialect, keyword: string) {
  const like = dialect === 'postgres' ? 'ilike' : 'like';
  const pattern = `%${keyword}%`;
  return (eb: MemberEb) => {
    const any = [
      eb('m.fullname', like, pattern),
      eb('m.mobile_number', like, pattern),
      eb('m.whatsapp', like, pattern),
      eb('m.email', like, pattern),
    ];
    if (/^\d{1,9}$/.test(keyword)) any.push(eb('m.id', '=', Number(keyword)));
    return eb.or(any);
  };
}

function baseQuery(db: Db, dialect: Dialect, userId: number, keyword: string | undefined) {
  const kw = keyword?.trim();
  return db
    .selectFrom('member_assignments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .where('a.assigned_to', '=', userId)
    .where('l.name', '!=', TO_BE_DELETED)
    .$if(!!kw, (qb) => qb.where(keywordCondition(dialect, kw!)));
}

export async function countMyContacts(db: Db, dialect: Dialect, userId: number, keyword?: string): Promise<number> {
  const row = await baseQuery(db, dialect, userId, keyword)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listMyContacts(db: Db, dialect: Dialect, userId: number, q: MyContactsQuery) {
  const rows = await baseQuery(db, dialect, userId, q.keyword)
    .leftJoin('professions as p', 'p.id', 'm.profession_id')
    .leftJoin('categories as c', 'c.id', 'm.category_id')
    .select([
      'm.id',
      'm.source',
      'm.salutation',
      'm.fullname',
      'm.location_id',
      'l.name as location',
      'm.city',
      'p.name as profession',
      'c.name as category',
      'm.mobile_country_code',
      'm.mobile_number',
      'm.whatsapp',
      'm.email',
      'm.contact_group',
      'm.last_contact_status',
      'm.last_contact_response',
      'm.last_participation_status',
      'm.lcd',
      'm.sf',
      'm.uf',
      'm.brief_intro',
      'm.participation',
      'm.created_at',
      'm.updated_at',
    ])
    // the member's created_at as member_assignments keeps it: its index delivers this order
    .orderBy('a.created_at', 'desc')
    .orderBy('a.member_id', 'desc')
    .offset(q.skip)
    .limit(q.limit)
    .execute();
  const today = todayText();
  // a same-named place is told apart by its ancestors ('Adilabad (Telangana)'; issue 26)
  const labelled = await withLocationLabels(db, rows, 'location', (r) => r.location_id);
  // type: the first letter of the source (the details card, seed 000 §2)
  return labelled.map((r) => ({ ...r, type: r.source ? r.source.charAt(0) : '', pending_days: pendingDays(r, today) }));
}
