import {
  flatLocationListResponseSchema,
  type LocationCreateInput,
  locationResponseSchema,
  locationSavedResponseSchema,
  locationTreeResponseSchema,
  type LocationUpdateInput,
} from '@sampark/domain/schemas/locations';
import { messageResponseSchema } from '@sampark/domain/schemas/responses';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { LOCATIONS_KEY } from '../../lib/query-keys';

/** The one key of each GET; all start with LOCATIONS_KEY, so a save refreshes them together. */
export const locationTreeKey = [...LOCATIONS_KEY, 'tree'] as const;
export const allLocationsKey = [...LOCATIONS_KEY, 'all'] as const;
export const locationKey = (id: number) => [...LOCATIONS_KEY, 'one', id] as const;

/** GET api/locjson: the nested tree of the location screen (admins). */
export function useLocationTree() {
  return useQuery({
    queryKey: locationTreeKey,
    queryFn: ({ signal }) => api.get('/api/locjson', { schema: locationTreeResponseSchema, signal }),
  });
}

/** GET api/locations: every location, flat in tree order (admins; the parent picker). */
export function useAllLocations() {
  return useQuery({
    queryKey: allLocationsKey,
    queryFn: async ({ signal }) => (await api.get('/api/locations', { schema: flatLocationListResponseSchema, signal })).data,
  });
}

export function useLocation(id: number) {
  return useQuery({
    queryKey: locationKey(id),
    queryFn: async ({ signal }) => (await api.get(`/api/locations/${id}`, { schema: locationResponseSchema, signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST api/locations or PUT api/locations/{id}; resolves to the server's message. */
export async function saveLocation(id: number | null, body: LocationCreateInput | LocationUpdateInput): Promise<string> {
  const saved =
    id === null
      ? await api.post('/api/locations', { body, schema: locationSavedResponseSchema })
      : await api.put(`/api/locations/${id}`, { body, schema: locationSavedResponseSchema });
  return saved.message;
}

export async function deleteLocation(id: number): Promise<string> {
  return (await api.del(`/api/locations/${id}`, { schema: messageResponseSchema })).message;
}

export function refreshLocations(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY });
}
