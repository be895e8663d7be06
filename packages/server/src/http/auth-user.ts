import { createHash } from 'node:crypto';
import type { Role } from '@sampark/domain/roles';
import type { AuthUser as AccountUser } from '@sampark/domain/schemas/account';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/connect';

/**
 * The signed-in user of a request (`req.user`): the user the login answer carries (the domain's
 * AuthUser), plus the session's token so logout and password change can act on it. The one
 * type of the signed-in user on the server: everything that takes a user takes this.
 */
export interface AuthUser extends AccountUser {
  tokenId: number;
}

/** What the scope rules read of the user (members, events, sub-users); tests and bench pass just these. */
export type ScopeUser = Pick<AuthUser, 'id' | 'role'>;

/**
 * Tokens are random; only their SHA-256 is stored, so a leaked table cannot log anyone in. It
 * lives here, not in features/auth, because the access hook reads tokens and http/ imports no
 * feature (features/auth issues and revokes them with the same hash).
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user behind a live token: not expired, not revoked, user active and not deleted. */
export async function findUserByToken(db: Db, token: string): Promise<AuthUser | undefined> {
  const { rows } = await db.executeQuery(tokenUserQuery(db, hashToken(token), new Date().toISOString()));
  const row = rows[0];
  return row ? { id: row.id, name: row.name, role: row.role as Role, tokenId: row.tokenId } : undefined;
}

/**
 * findUserByToken's statement, compiled once per database handle: every authenticated request
 * runs it, and building and compiling it through the query builder cost more than running it
 * (SQLite ~0.1 of 0.2 ms at 1M members). It is compiled with stand-ins for the token hash and
 * the time, which each call replaces by its own values, whatever their order in the statement.
 */
function tokenUserQuery(db: Db, tokenHash: string, now: string): CompiledQuery<TokenUserRow> {
  let compiled = tokenUserQueries.get(db);
  if (compiled === undefined) {
    compiled = db
      .selectFrom('access_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id as tokenId', 'u.id', 'u.name', 'u.role'])
      .where('t.token_hash', '=', HASH_STAND_IN)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', NOW_STAND_IN)
      .where('u.active', '=', 1)
      .compile() as CompiledQuery<TokenUserRow>;
    tokenUserQueries.set(db, compiled);
  }
  const values = compiled.parameters.map((p) => (p === HASH_STAND_IN ? tokenHash : p === NOW_STAND_IN ? now : p));
  return CompiledQuery.raw(compiled.sql, values) as CompiledQuery<TokenUserRow>;
}
const HASH_STAND_IN = '\u0000token hash';
const NOW_STAND_IN = '\u0000now';
const tokenUserQueries = new WeakMap<Db, CompiledQuery<TokenUserRow>>();

interface TokenUserRow {
  tokenId: number;
  id: number;
  name: string;
  role: number;
}
