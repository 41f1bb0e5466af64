/** Dotted version numbers ('18.18362', '10_15_7', '266.0.0.44.118') compared segment by segment. */

/** The numeric segments of a version ('10_15_7' → [10, 15, 7]), or null when it starts with no number. */
export function parseVersion(version: string | undefined): number[] | null {
  const match = /^\s*v?(\d+(?:[._]\d+)*)/i.exec(version ?? '');
  return match?.[1] ? match[1].split(/[._]/).map(Number) : null;
}

/**
 * Compares two versions numerically, segment by segment, a missing segment counting as 0
 * ('11' equals '11.0'; '18.18362' is above '18.17134'; '10.15' is above '10.9').
 * Negative, zero or positive as in a sort; null when either is not a version.
 */
export function compareVersions(a: string | undefined, b: string | undefined): number | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return null;
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** True when `version` is a version at or above `minimum`; false for anything unparseable. */
export function atLeast(version: string | undefined, minimum: string): boolean {
  const order = compareVersions(version, minimum);
  return order !== null && order >= 0;
}
