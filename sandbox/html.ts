/** Tiny HTML helpers for the sandbox's own pages; every value is escaped. */

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A complete page with a little CSS. */
export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d2733}
table{border-collapse:collapse;width:100%;margin-bottom:2rem;font-size:13px}th,td{border:1px solid #ccd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#eef}td code{white-space:pre-wrap;word-break:break-all}button{font:inherit;padding:.5rem 1.2rem;margin-right:.5rem}
</style></head><body>${body}</body></html>`;
}

/** A table of rows; cells are escaped. */
export function table(caption: string, headers: string[], rows: unknown[][]): string {
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${r.map((cell) => `<td><code>${escapeHtml(cell)}</code></td>`).join('')}</tr>`)
    .join('');
  return `<table><caption><h2>${escapeHtml(caption)}</h2></caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A POST form with hidden fields and one submit button per choice (name="decision"). */
export function decisionForm(
  action: string,
  fields: Record<string, string>,
  choices: [value: string, label: string][],
): string {
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const buttons = choices
    .map(([v, label]) => `<button type="submit" name="decision" value="${escapeHtml(v)}">${escapeHtml(label)}</button>`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}${buttons}</form>`;
}
