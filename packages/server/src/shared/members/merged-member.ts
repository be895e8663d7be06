import type { Db } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';

/** Where a merged member's id leads now (following later merges), or undefined. */
export async function mergedInto(db: Db, memberId: number): Promise<number | undefined> {
  let into: number | undefined;
  for (let id = memberId, hops = 0; hops < 20; hops++) {
    const row = await db.selectFrom('merged_members').select('merged_into').where('member_id', '=', id).executeTakeFirst();
    if (!row) break;
    id = into = row.merged_into;
  }
  return into;
}

/**
 * Where a merged member's old link leads (issue 30: GET api/members/{id} answers 404 with
 * `merged_into`): the member it was merged into, when the caller may see that one.
 */
export async function mergedIntoVisible(
  db: Db,
  user: ScopeUser,
  memberId: number,
  visible: (db: Db, user: ScopeUser, id: number) => Promise<boolean>,
): Promise<number | undefined> {
  const into = await mergedInto(db, memberId);
  return into !== undefined && (await visible(db, user, into)) ? into : undefined;
}
