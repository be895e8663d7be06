import { SEARCH_LIMIT } from '@sampark/domain/schemas/add-members';
import type { MemberListField } from '@sampark/domain/schemas/member-filter';
import type { Db } from '../../db/connect';
import type { MemberPageBody } from './member-event-info';
import type { MemberQuery } from '../../shared/members/member-filter';
import { countMembers, memberPageJson, type Sort } from '../../shared/members/member-list';

/**
 * POST api/search (seed 002 §7, §9 "search limited to 50 results"): the members list's engine
 * (memberPageJson, which picks the plan for the keyword) for the part of the page that lies
 * within the first 50 matches. The count says how many of those 50 there are; count_capped, that
 * more match and the keyword should be narrowed.
 */
export interface SearchPage {
  skip: number;
  limit: number;
  fields?: readonly MemberListField[];
}

export async function searchPage(db: Db, q: MemberQuery, sort: Sort, { skip, limit, fields }: SearchPage): Promise<MemberPageBody> {
  const within = Math.min(limit, SEARCH_LIMIT - skip);
  if (within <= 0) {
    const { count, capped } = await countMembers(db, q, SEARCH_LIMIT);
    return { data: { count, count_capped: capped, records: [] } };
  }
  const page = JSON.parse(await memberPageJson(db, q, sort, { skip, limit: within, fields })) as MemberPageBody;
  const more = page.data.count_capped || page.data.count > SEARCH_LIMIT;
  return { data: { count: more ? SEARCH_LIMIT : page.data.count, count_capped: more, records: page.data.records } };
}
