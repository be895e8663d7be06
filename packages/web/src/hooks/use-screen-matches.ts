import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches a media query, already on the first render. Mantine's default waits
 * for an effect (for pages rendered on a server, which this app's screens are not), so a phone
 * first drew the desktop layout and then moved everything: Lighthouse's layout shift on the
 * public form (issue 32).
 */
export function useScreenMatches(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false }) === true;
}
