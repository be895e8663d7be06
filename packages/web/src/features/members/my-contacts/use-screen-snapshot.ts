import { ROLES } from '@sampark/domain/roles';
import type { AuthUser } from '@sampark/domain/schemas/account';
import { useEffect, useLayoutEffect } from 'react';
import { dropScreenSnapshot, saveScreenSnapshot } from '../../../offline/screen-snapshot';

/** The addresses that open My Contacts: a sevak's home (home-routes.tsx) too. */
const SEVAK_PATHS = ['/', '/home', '/mycontacts'];
const STAFF_PATHS = ['/mycontacts'];
/** after the cards have painted, and once for a burst of changes */
const KEEP_AFTER_MS = 500;

interface SnapshotState {
  /** the screen's own content is there: cards, the "no records" line, the offline banner, an error, the table */
  shown: boolean;
  /** the screen shows what a later visit opens on: the server's opening page, on a phone, no dialog */
  keep: boolean;
  user: AuthUser | null;
  /** what the picture shows changes with these */
  dataAt: number;
  queued: unknown;
  language: string;
}

/**
 * My Contacts' part in the picture a later visit opens with (docs/decisions/062-screen-snapshot.md):
 * it removes the picture as its own content arrives, repeating a press made on the picture, and
 * keeps a new one whenever the opening page it shows changes.
 */
export function useScreenSnapshot({ shown, keep, user, dataAt, queued, language }: SnapshotState): void {
  useLayoutEffect(() => {
    if (shown) dropScreenSnapshot({ repeat: true });
  }, [shown]);
  useEffect(() => {
    if (!keep || !user) return;
    const paths = user.role === ROLES.sevak ? SEVAK_PATHS : STAFF_PATHS;
    const timer = setTimeout(() => saveScreenSnapshot(user.id, paths), KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [keep, user, dataAt, queued, language]);
}
