import {
  type LocationCreateInput,
  type LocationUpdateInput,
  flatLocationSchema,
  locationDetailSchema,
  locationNodeSchema,
} from '@sampark/domain/schemas/locations';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { LOCATIONS_KEY } from '../../lib/query-keys';

const flatListSchema = z.object({ data: z.array(flatLocationSchema) });
const detailResponseSchema = z.object({ data: locationDetailSchema });
const savedSchema = z.object({ message: z.string(), data: locationDetailSchema });
const messageSchema = z.object({ message: z.string() });

/** GET api/locjson: the nested tree of the location screen (admins). */
export function useLocationTree() {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'tree'],
    queryFn: ({ signal }) => api.get('/api/locjson', { schema: z.array(locationNodeSchema), signal }),
  });
}

/** GET api/locations: every location, flat in tree order (admins; the parent picker). */
export function useAllLocations() {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'all'],
    queryFn: async ({ signal }) => (await api.get('/api/locations', { schema: flatListSchema, signal })).data,
  });
}

export function useLocation(id: number) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await api.get(`/api/locations/${id}`, { schema: detailResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST api/locations or PUT api/locations/{id}; resolves to the server's message. */
export async function saveLocation(id: number | null, body: LocationCreateInput | LocationUpdateInput): Promise<string> {
  const saved =
    id === null
      ? await api.post('/api/locations', { body, schema: savedSchema })
      : await api.put(`/api/locations/${id}`, { body, schema: savedSchema });
  return saved.message;
}

export async function deleteLocation(id: number): Promise<string> {
  return (await api.del(`/api/locations/${id}`, { schema: messageSchema })).message;
}

export function refreshLocations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY });
}
