import { Alert } from '@mantine/core';
import { translateMessage } from '../../i18n/messages';

/** Seed 000 §8: what a screen says when its data cannot be loaded. */
export const FETCH_FAILED = 'Sorry Could not fetch the data';

export function FetchFailed() {
  return <Alert color="red">{translateMessage(FETCH_FAILED)}</Alert>;
}
