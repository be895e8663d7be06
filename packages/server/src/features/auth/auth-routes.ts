import { changePasswordSchema, languageSchema, loginSchema, PASSWORD_UPDATED_MESSAGE } from '@sampark/domain/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeOwnPassword, logIn } from './account-service';
import { getUserProfile, setLanguage } from './profile-repository';
import { revokeToken } from './token-repository';

export const authRoutes: FastifyPluginAsyncZod<{ tokenTtlHours: number }> = async (app, opts) => {
  app.post('/api/login', { config: { access: 'public' }, schema: { body: loginSchema, tags: ['auth'] } }, async (req) =>
    logIn(app.db, req.body, req.ip, opts.tokenTtlHours),
  );

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
    await changeOwnPassword(app.db, req.user, req.body.password);
    return { message: PASSWORD_UPDATED_MESSAGE };
  });
};
