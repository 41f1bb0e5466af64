/**
 * A YAML syntax error in a marketer's words: the line, what it holds, the parser's own words, and
 * for the two usual slips what to do: a tab where YAML wants spaces, a line indented unlike the
 * lines of its entry.
 */

/** The parser error's line (1-based) and first line of text, when it has them. */
interface SyntaxError {
  message: string;
  linePos?: readonly { line: number; col: number }[] | undefined;
}

const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0] ?? '';

/** A line and what is wrong with it. */
interface Hint {
  line: number;
  fix: string;
}

/** Why line `n` is indented wrongly against the line above it, when it plainly is. */
function indentHint(lines: readonly string[], n: number): string | undefined {
  const line = lines[n - 1];
  let p = n - 1;
  while (p > 0 && (lines[p - 1] ?? '').trim() === '') p--;
  const above = lines[p - 1];
  if (line === undefined || above === undefined || line.trim() === '' || line.trim().startsWith('#')) return undefined;
  const [mine, theirs] = [indentOf(line).length, indentOf(above).length];
  const opensBlock = /:\s*$/.test(above) || /^\s*-\s*$/.test(above);
  if (mine === theirs || (opensBlock && mine > theirs) || mine < theirs) return undefined;
  const fieldsAbove = /^\s*-\s/.test(above) ? theirs + 2 : theirs;
  if (mine === fieldsAbove) return undefined;
  return (
    `it is indented ${mine} spaces, but line ${p} above it ${fieldsAbove}: the fields of one entry start in the ` +
    `same column; indent line ${n} by ${fieldsAbove} spaces`
  );
}

/** The hint for an error reported at line `n`: a tab in the indentation, or a line indented unlike its entry. */
function hint(lines: readonly string[], n: number): Hint | undefined {
  for (const line of [n, n - 1, n + 1])
    if (indentOf(lines[line - 1] ?? '').includes('\t'))
      return { line, fix: 'it is indented with a tab; YAML indents with spaces only: replace the tab with spaces' };
  for (const line of [n, n + 1]) {
    const fix = indentHint(lines, line);
    if (fix) return { line, fix };
  }
  return undefined;
}

/** "not valid YAML at line 4 (`→sfid: P-1`): it is indented with a tab; …; the YAML reader says: …". */
export function yamlSyntaxMessage(error: SyntaxError, text: string): string {
  const said = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? 'unreadable';
  const reported = error.linePos?.[0];
  if (reported === undefined) return `not valid YAML: ${said}`;
  const lines = text.split(/\r?\n/);
  const found = hint(lines, reported.line);
  const line = found?.line ?? reported.line;
  const content = (lines[line - 1] ?? '').replace(/\t/g, '→');
  const where = found ? `line ${line}` : `line ${line}, column ${reported.col}`;
  const shown = content.trim() === '' ? '' : ` (\`${content}\`)`;
  return `not valid YAML at ${where}${shown}: ${found ? `${found.fix} (the YAML reader says: ${said})` : said}`;
}
