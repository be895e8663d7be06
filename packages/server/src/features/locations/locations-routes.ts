import {
  flatLocationListResponseSchema,
  LOCATION_CREATED,
  LOCATION_DELETED,
  LOCATION_UPDATED,
  locationCreateSchema,
  locationResponseSchema,
  locationSavedResponseSchema,
  locationTreeResponseSchema,
  locationUpdateSchema,
} from '@sampark/domain/schemas/locations';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiTag } from '../../http/openapi';
import { idParams, rowIn } from '../../http/params';
import { flatLocations, locationTree } from './location-repository';
import { createLocation, editLocation, locationOr404, myLocations, removeLocation } from './location-service';

const tags: ApiTag[] = ['locations'];
const listQuery = z.object({ active: z.coerce.number().int().min(0).max(1).optional() });

/**
 * Locations (seed 001 §2 "Locations", §7). The tree screens are admin-only; api/mylocs feeds the
 * location pickers of every screen, limited to the caller's own subtrees.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locjson',
    {
      config: { access: 'admin' },
      schema: { tags, operationId: 'getLocationTree', summary: 'The whole location tree, nested, siblings by name', response: { 200: locationTreeResponseSchema } },
    },
    async () => locationTree(app.db),
  );

  app.get(
    '/api/mylocs',
    {
      config: { access: 'all' },
      schema: { tags, operationId: 'listMyLocations', summary: "The caller's locations, flat in tree order", response: { 200: flatLocationListResponseSchema } },
    },
    async (req) => ({ data: await myLocations(app.db, req.user) }),
  );

  app.get(
    '/api/locations',
    {
      config: { access: 'admin' },
      schema: { querystring: listQuery, tags, operationId: 'listLocations', summary: 'Every location, flat in tree order', response: { 200: flatLocationListResponseSchema } },
    },
    async (req) => {
      const rows = await flatLocations(app.db);
      return { data: req.query.active == null ? rows : rows.filter((r) => r.active === req.query.active) };
    },
  );

  app.get(
    '/api/locations/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, tags, operationId: 'getLocation', summary: 'A location with its parent', response: { 200: locationResponseSchema } },
    },
    async (req) => ({ data: await locationOr404(app.db, req.params.id) }),
  );

  app.post(
    '/api/locations',
    {
      config: { access: 'admin' },
      schema: { body: locationCreateSchema, tags, operationId: 'createLocation', summary: 'Add a location under a parent', response: { 200: locationSavedResponseSchema } },
    },
    async (req) => ({ message: LOCATION_CREATED, data: await createLocation(app.db, req.user.id, req.body) }),
  );

  app.put(
    '/api/locations/:id',
    {
      config: { access: 'admin', pathRecord: rowIn('locations') },
      schema: {
        params: idParams,
        body: locationUpdateSchema,
        tags,
        operationId: 'updateLocation',
        summary: 'Rename, move or (de)activate a location',
        response: { 200: locationSavedResponseSchema },
      },
    },
    async (req) => ({ message: LOCATION_UPDATED, data: await editLocation(app.db, req.user.id, req.params.id, req.body) }),
  );

  app.delete(
    '/api/locations/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, tags, operationId: 'deleteLocation', summary: 'Delete a location nothing points at', response: { 200: messageResponseSchema } },
    },
    async (req) => {
      await removeLocation(app.db, req.user.id, req.params.id);
      return { message: LOCATION_DELETED };
    },
  );
};
