/**
 * The adapter of `ua-parser-js` 1.x (MIT; 2.x is AGPL and cannot ship here): a user agent's
 * browser and OS (`user-agent.ts`). Loaded off the first paint: `state/user-agent.ts` imports it
 * when a visit first needs it and remembers the result for the session.
 */
import UAParser from 'ua-parser-js';
import type { NameVersion, ParsedAgent } from './user-agent.ts';

const part = ({ name, version }: NameVersion): NameVersion => ({
  ...(name ? { name } : {}),
  ...(version ? { version } : {}),
});

/** The browser and OS `userAgent` names; empty parts for what it does not name. */
export function parseUserAgent(userAgent: string): ParsedAgent {
  const result = new UAParser(userAgent).getResult();
  return { browser: part(result.browser), os: part(result.os) };
}
