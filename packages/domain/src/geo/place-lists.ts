/**
 * The states of every country and the districts of Indian states (written by
 * scripts/generate-geo.ts), read by places.ts. They are here, apart, so the public registration
 * form's page can load them on demand: its build puts packages/web's place-lists-on-demand.ts in
 * this module's place, with the same exports (docs/decisions/061-public-form-on-preact.md).
 * Everywhere else they are part of the code, and loading them is a no-op.
 */
import stateLists from './states.json';
import indianDistricts from './districts-in.json';

export const STATES: Readonly<Record<string, readonly string[]>> = stateLists;
export const DISTRICTS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = { IN: indianDistricts };

/** Whether STATES and DISTRICTS are filled in: always, here. */
export function placeListsLoaded(): boolean {
  return true;
}

/** Resolves once STATES and DISTRICTS are filled in: at once, here. */
export function loadPlaceLists(): Promise<void> {
  return Promise.resolve();
}
