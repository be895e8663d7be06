import { canAccess } from '@sampark/domain/roles';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import {
  subUserListResponseSchema,
  USER_CREATED,
  USER_DELETED,
  USER_UPDATED,
  userCreateSchema,
  userListResponseSchema,
  userResponseSchema,
  userSavedResponseSchema,
  userUpdateSchema,
} from '@sampark/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { ApiTag } from '../../http/openapi';
import { idParams } from '../../http/params';
import { subUsersOf } from '../../shared/users/sub-users';
import { findUser, listUsers } from './user-repository';
import { createUser, editUser, manageableUser, removeUser } from './user-service';

const tags: ApiTag[] = ['users'];
const listQuery = z.object({ active: z.coerce.number().int().min(0).max(1).optional() });

/**
 * Users (seed 001 §2 "Users", §5, §7, §8): admin-only, except that any signed-in user may read a
 * user's name (GET api/users/{id}) and their own assignment targets (GET api/subusers).
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subusers',
    {
      config: { access: 'all' },
      schema: { tags, operationId: 'listSubUsers', summary: 'The users the caller may assign members to', response: { 200: subUserListResponseSchema } },
    },
    async (req) => ({ data: await subUsersOf(app.db, req.user) }),
  );

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: { querystring: listQuery, tags, operationId: 'listUsers', summary: 'Every user, by name', response: { 200: userListResponseSchema } },
    },
    async (req) => ({ data: await listUsers(app.db, req.query.active) }),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'all' },
      schema: { params: idParams, tags, operationId: 'getUser', summary: "A user: the whole record for roles 1-2, the name for the others", response: { 200: userResponseSchema } },
    },
    async (req) => {
      const user = await findUser(app.db, req.params.id);
      if (!user) throw notFound();
      return { data: canAccess(req.user.role, 'admin') ? user : { id: user.id, name: user.name } };
    },
  );

  app.post(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: { body: userCreateSchema, tags, operationId: 'createUser', summary: 'Create a user', response: { 200: userSavedResponseSchema } },
    },
    async (req) => ({ message: USER_CREATED, data: await createUser(app.db, req.user, req.body) }),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'admin', pathRecord: manageableUser },
      schema: { params: idParams, body: userUpdateSchema, tags, operationId: 'updateUser', summary: 'Change a user', response: { 200: userSavedResponseSchema } },
    },
    async (req) => ({ message: USER_UPDATED, data: await editUser(app.db, req.user, req.params.id, req.body) }),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: 'admin', pathRecord: manageableUser },
      schema: { params: idParams, tags, operationId: 'deleteUser', summary: 'Delete a user no member is assigned to', response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await removeUser(app.db, req.user, req.params.id);
      return { message: USER_DELETED };
    },
  );
};
