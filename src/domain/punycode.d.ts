/** The part of punycode.js (no published types for its ES module) that `email-display.ts`, its one adapter, uses. */
declare module 'punycode/punycode.es6.js' {
  /** A domain or email with its `xn--` labels converted to Unicode; other labels as they are. */
  export function toUnicode(input: string): string;
}
