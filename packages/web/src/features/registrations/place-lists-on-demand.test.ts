import * as inDomain from '@sampark/domain/geo/place-lists';
import { describe, expect, it } from 'vitest';
import * as onDemand from './place-lists-on-demand';

/** The public form page's build puts place-lists-on-demand.ts in the domain's module's place (vite.config.ts). */
describe('the place lists on demand', () => {
  it('has exactly the exports of the module it stands in for', () => {
    expect(Object.keys(onDemand).sort()).toEqual(Object.keys(inDomain).sort());
  });

  it('starts empty, and once loaded holds the same states and districts', async () => {
    expect(onDemand.placeListsLoaded()).toBe(false);
    expect(onDemand.STATES).toEqual({});
    await Promise.all([onDemand.loadPlaceLists(), onDemand.loadPlaceLists()]);
    expect(onDemand.placeListsLoaded()).toBe(true);
    expect(onDemand.STATES).toEqual(inDomain.STATES);
    expect(onDemand.DISTRICTS).toEqual(inDomain.DISTRICTS);
    expect(onDemand.STATES.IN).toContain('Maharashtra');
    expect(onDemand.DISTRICTS.IN?.Goa).toEqual(['North Goa', 'South Goa']);
  });
});
