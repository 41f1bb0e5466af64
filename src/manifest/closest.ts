/** "Did you mean …?": the valid names nearest to a misspelt one, for the build's messages. */

/** Edit distance between two names, ignoring case (a typo, a missing letter, swapped words' letters). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[y.length] ?? 0;
}

/** Up to `max` of `names` close to `name` (nearest first); none when nothing is close. */
export function closestNames(name: string, names: Iterable<string>, max = 3): string[] {
  const limit = Math.max(2, Math.floor(name.length / 3));
  return [...new Set(names)]
    .map((n) => ({ n, d: distance(name, n), contains: n.toLowerCase().includes(name.toLowerCase()) }))
    .filter((c) => c.d <= limit || (c.contains && name.length >= 3))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, max)
    .map((c) => c.n);
}

/** "; did you mean 'vsl'?" (or "'a' or 'b'"), or "" when no name is close. */
export function didYouMean(name: string, names: Iterable<string>): string {
  const close = closestNames(name, names);
  if (close.length === 0) return '';
  const quoted = close.map((n) => `'${n}'`);
  return `; did you mean ${quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`}?`;
}
