import { type ContactFields, deriveContactFields } from '@sampark/domain/contact-group';
import type { Db } from '../../db/connect';

/**
 * A member's followup counts, last contact and contact group, from its followups by the domain's
 * rule: after a followup is saved (followups) and after members are merged or a merge is undone
 * (duplicates). A member has a handful of followups: all of them are read.
 */
export async function recomputeContactFields(db: Db, memberId: number): Promise<ContactFields> {
  const rows = await db
    .selectFrom('followups')
    .select(['id', 'followup_date', 'contact_status', 'contact_response', 'participation', 'comments', 'contacted_by'])
    .where('member_id', '=', memberId)
    .execute();
  return deriveContactFields(rows);
}

