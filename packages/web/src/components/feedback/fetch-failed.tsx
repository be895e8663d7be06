import { Alert } from '@mantine/core';

/** Seed 000 §8: what a screen says when its data cannot be loaded. */
export const FETCH_FAILED = 'Sorry Could not fetch the data';

export function FetchFailed() {
  return <Alert color="red">{FETCH_FAILED}</Alert>;
}
