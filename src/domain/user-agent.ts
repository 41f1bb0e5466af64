/**
 * A user agent as the product reads it: the browser and the operating system with ua-parser-js's
 * names ('Chrome', 'Mobile Safari', 'Chrome WebView', 'TikTok', 'Mac OS', 'iOS') and full versions.
 * The parser itself is `ua-parser.ts`, which pages load only when a visit first needs it
 * (`state/user-agent.ts`).
 */

/** A name and, when the user agent gives one, a version. */
export interface NameVersion {
  name?: string | undefined;
  version?: string | undefined;
}

/** The browser and operating system of a user agent. */
export interface ParsedAgent {
  browser: NameVersion;
  os: NameVersion;
}

/** What is known of a user agent that was not read (the parser could not load). */
export const UNNAMED_AGENT: ParsedAgent = { browser: {}, os: {} };
