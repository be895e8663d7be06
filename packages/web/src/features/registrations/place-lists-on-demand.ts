/**
 * The public form page's place lists (docs/decisions/061-public-form-on-preact.md): its build puts
 * this module in the place of the domain's geo/place-lists.ts, with the same exports, so the
 * states of every country (~19 KB gzip) are not part of the page's first load. The form asks for
 * them when it opens and shows its second step, the first with a place, once they are here.
 */
import { loadOnce } from '../../lib/load-once';

type States = Record<string, readonly string[]>;
type Districts = Record<string, Readonly<Record<string, readonly string[]>>>;

// filled in place: places.ts reads them on every call
export const STATES: Readonly<States> = {};
export const DISTRICTS: Readonly<Districts> = {};

let loaded = false;

export function placeListsLoaded(): boolean {
  return loaded;
}

/** Fetches the lists once; a failed fetch may be tried again. */
export const loadPlaceLists = loadOnce(() =>
  Promise.all([import('@sampark/domain/geo/states.json'), import('@sampark/domain/geo/districts-in.json')]).then(([states, districts]) => {
    Object.assign(STATES, states.default);
    Object.assign(DISTRICTS, { IN: districts.default });
    loaded = true;
  }),
);
