import { isAdminLevel } from '@sampark/domain/roles';
import { CHOOSE_FROM_LIST } from '@sampark/domain/schemas/fields';
import { SEEKER_PLACE_OUT_OF_SCOPE } from '@sampark/domain/schemas/seekers';
import type { Db } from '../../db/connect';
import type { ScopeUser } from '../../http/auth-user';
import { fieldError } from '../../http/errors';
import { userLocationSubtree } from '../../db/location-tree';
import type { Jila } from './import-kind';

/**
 * The Jila (district) chosen for an upload (seed 001 §5: "needs both a file and a Jila"): a
 * location of the tree; a coordinator may choose only one inside their own locations, as the
 * wizard places seekers (docs/decisions/028-seekers.md).
 */
export async function checkJila(db: Db, user: ScopeUser, id: number): Promise<Jila> {
  const location = await db.selectFrom('locations').select(['id', 'name']).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  if (!location) throw fieldError('district', CHOOSE_FROM_LIST);
  if (!isAdminLevel(user.role) && !(await userLocationSubtree(db, user.id)).includes(id)) throw fieldError('district', SEEKER_PLACE_OUT_OF_SCOPE);
  return location;
}
