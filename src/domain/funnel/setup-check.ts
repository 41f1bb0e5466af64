/** The funnel setup check over the configured generic URLs (R-CFG-6, §5). */
import { FUNNEL_NOT_SETUP } from '../messages.ts';
import type { Destination, MainFunnel } from './types.ts';

/** What the caller logs when the check finds a problem (§5; from the message catalogue). */
export { FUNNEL_NOT_SETUP };

/** Splits a comma-separated list of generic URLs, trimming blanks away. */
export function parseGenericUrls(csv: string): string[] {
  return csv
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * R-CFG-6: the generic URLs of the list that lead to no main funnel: no destination has that
 * genericUrl, or its defaultFunnel is no main funnel's uniqueIdentifier. Empty means set up.
 */
export function checkFunnelSetup(
  genericUrlsCsv: string,
  destinations: readonly Destination[],
  funnels: readonly MainFunnel[] | Readonly<Record<string, MainFunnel>>,
): string[] {
  const list: readonly MainFunnel[] = Array.isArray(funnels) ? funnels : Object.values(funnels);
  const known = new Set(list.map((f) => f.uniqueIdentifier));
  return parseGenericUrls(genericUrlsCsv).filter((g) => {
    const destination = destinations.find((d) => d.genericUrl === g);
    return !destination || !known.has(destination.defaultFunnel);
  });
}
