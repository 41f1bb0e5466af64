/**
 * This visitor's browser and operating system, read once per session: the first page that needs
 * them (the device info of user stats when the browser is idle, the wallets' rules) loads the
 * parser (`domain/ua-parser.ts`, ua-parser-js) and keeps the result in session storage, so later
 * pages of the visit neither load nor run it.
 */
import type { ParsedAgent } from '../domain/user-agent.ts';
import { sessionGet, sessionSet } from './session-storage.ts';

/** The session key of the remembered result. */
export const USER_AGENT_KEY = 'userAgent';

interface Remembered extends ParsedAgent {
  /** The user agent it was read from (a browser that changes it is read again). */
  ua: string;
}

const isPart = (v: unknown): v is ParsedAgent['browser'] =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** The remembered result for `ua`, if there is one in a shape this code wrote. */
export function rememberedAgent(
  ua: string,
  read: (key: string) => string | null = sessionGet,
): ParsedAgent | undefined {
  try {
    const value = JSON.parse(read(USER_AGENT_KEY) ?? 'null') as Partial<Remembered> | null;
    if (value?.ua !== ua || !isPart(value.browser) || !isPart(value.os)) return undefined;
    return { browser: value.browser, os: value.os };
  } catch {
    return undefined;
  }
}

let agent: Promise<ParsedAgent> | undefined;
const waiting: ((agent: ParsedAgent) => void)[] = [];

/**
 * Calls `listener` with the browser's name once code on this page has asked for it (the wallets'
 * rules, `browserAgent`), at once if it has: a way to use the name without ever loading the parser
 * for it (the device info, runtime/visit.ts).
 */
export function whenAgentKnown(listener: (agent: ParsedAgent) => void): void {
  if (agent) agent.then(listener, () => undefined);
  else waiting.push(listener);
}

/** This browser's parsed user agent: remembered, or parsed now (loading the parser) and remembered. */
export function browserAgent(): Promise<ParsedAgent> {
  if (agent) return agent; // read once per page: storage is not parsed again on each use
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const known = rememberedAgent(ua);
  agent = known
    ? Promise.resolve(known)
    : import('../domain/ua-parser.ts').then(({ parseUserAgent }) => {
        const parsed = parseUserAgent(ua);
        sessionSet(USER_AGENT_KEY, JSON.stringify({ ua, ...parsed } satisfies Remembered));
        return parsed;
      });
  agent.catch(() => (agent = undefined)); // a parser that could not load is asked for again next time
  for (const listener of waiting.splice(0)) agent.then(listener, () => undefined);
  return agent;
}
