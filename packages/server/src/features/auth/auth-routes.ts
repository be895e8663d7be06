import {
  changePasswordSchema,
  languageResponseSchema,
  languageSchema,
  loginResponseSchema,
  loginSchema,
  PASSWORD_UPDATED_MESSAGE,
  userProfileSchema,
} from '@sampark/domain/schemas/account';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../http/openapi';
import { changeOwnPassword, logIn } from './account-service';
import { getUserProfile, setLanguage } from './profile-repository';
import { revokeToken } from './token-repository';

const tags: ApiTag[] = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ tokenTtlHours: number }> = async (app, opts) => {
  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { body: loginSchema, tags, operationId: 'logIn', summary: 'Sign in with the e-mail address or mobile number', response: { 200: loginResponseSchema } },
    },
    async (req) => logIn(app.db, req.body, req.ip, opts.tokenTtlHours),
  );

  app.post(
    '/api/logout',
    { config: { access: 'all' }, schema: { tags, operationId: 'logOut', summary: "End this session's token", response: { 200: messageResponseSchema } } },
    async (req) => {
      await revokeToken(app.db, req.user.tokenId);
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/api/user',
    { config: { access: 'all' }, schema: { tags, operationId: 'getCurrentUser', summary: 'The signed-in user', response: { 200: userProfileSchema } } },
    async (req) => getUserProfile(app.db, req.user.id),
  );

  // any signed-in role keeps its own reading language (issue 18); it follows the user to other phones
  app.put(
    '/api/user/language',
    {
      config: { access: 'all' },
      schema: { body: languageSchema, tags, operationId: 'setLanguage', summary: "Keep the signed-in user's language", response: { 200: languageResponseSchema } },
    },
    async (req) => {
      await setLanguage(app.db, req.user.id, req.body.language);
      return { language: req.body.language };
    },
  );

  app.put(
    '/api/reset',
    {
      config: { access: 'all' },
      schema: { body: changePasswordSchema, tags, operationId: 'changePassword', summary: "Change the signed-in user's password", response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await changeOwnPassword(app.db, req.user, req.body.password);
      return { message: PASSWORD_UPDATED_MESSAGE };
    },
  );
};
