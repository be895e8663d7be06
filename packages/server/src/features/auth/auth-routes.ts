import { changePasswordSchema, languageSchema, loginSchema } from '@sampark/domain/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, fieldError } from '../../http/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { clearLoginFailures, countRecentLoginFailures, recordLoginFailure } from './login-throttle';
import { issueToken, revokeToken } from './token-repository';
import { changePassword, findUserForLogin, getUserProfile, markLoggedIn, setLanguage } from './user-profile';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const INACTIVE_USER = 'Your account is inactive. Please contact the administrator.';
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';
const MAX_FAILURES = 5;

export const authRoutes: FastifyPluginAsyncZod<{ tokenTtlHours: number }> = async (app, opts) => {
  app.post('/api/login', { config: { access: 'public' }, schema: { body: loginSchema, tags: ['auth'] } }, async (req) => {
    const identifier = req.body.email.trim().toLowerCase();
    const key = `${identifier}|${req.ip}`;
    if ((await countRecentLoginFailures(app.db, key)) >= MAX_FAILURES) throw new HttpError(429, TOO_MANY_ATTEMPTS);
    const user = await findUserForLogin(app.db, identifier);
    const matches = await verifyPassword(req.body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !matches) {
      await recordLoginFailure(app.db, key);
      throw fieldError('email', BAD_CREDENTIALS);
    }
    if (user.active !== 1) throw fieldError('email', INACTIVE_USER);
    await clearLoginFailures(app.db, key);
    await markLoggedIn(app.db, user.id);
    const { token, expiresAt } = await issueToken(app.db, user.id, opts.tokenTtlHours);
    return { token, token_type: 'Bearer', expires_at: expiresAt, user: { id: user.id, name: user.name, role: user.role, language: user.language } };
  });

  app.post('/api/logout', { config: { access: 'all' }, schema: { tags: ['auth'] } }, async (req) => {
    await revokeToken(app.db, req.user.tokenId);
    return { message: 'Logged out successfully' };
  });

  app.get('/api/user', { config: { access: 'all' }, schema: { tags: ['auth'] } }, async (req) => getUserProfile(app.db, req.user.id));

  // any signed-in role keeps its own reading language (issue 18); it follows the user to other phones
  app.put('/api/user/language', { config: { access: 'all' }, schema: { body: languageSchema, tags: ['auth'] } }, async (req) => {
    await setLanguage(app.db, req.user.id, req.body.language);
    return { language: req.body.language };
  });

  app.put('/api/reset', { config: { access: 'all' }, schema: { body: changePasswordSchema, tags: ['auth'] } }, async (req) => {
    const hash = await hashPassword(req.body.password);
    await changePassword(app.db, req.user.id, hash, req.user.tokenId);
    return { message: 'Password Updated Successfully' };
  });
};
