import type { Db } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { mergedInto } from './merge-repository';

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
