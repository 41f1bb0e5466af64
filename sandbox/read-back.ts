/**
 * Paging of the sandbox's read-back endpoints (/__sandbox/api/orders, stats, affiliate, logs,
 * leads): without `limit` a read-back is every record, newest first, so a saved response is a
 * whole export (`npm run report` on it matches /__sandbox/report); with `?limit=N&offset=M` it is
 * one page. Either way `X-Total-Count` says how many there are, and a `Link` header names the
 * next page while one is left.
 */
import type { Context } from 'hono';

/** A page of records: how many at most (undefined: all) from which position. */
export interface PageRequest {
  limit: number | undefined;
  offset: number;
}

const wholeNumber = (v: string | undefined): number | undefined =>
  v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined;

/** The page a request asks for; undefined with the reason when `limit` or `offset` is not a whole number. */
export function pageOf(c: Context): PageRequest | { error: string } {
  const [limit, offset] = [c.req.query('limit'), c.req.query('offset')];
  if (limit !== undefined && wholeNumber(limit) === undefined)
    return { error: `limit must be a whole number, got '${limit}'` };
  if (offset !== undefined && wholeNumber(offset) === undefined)
    return { error: `offset must be a whole number, got '${offset}'` };
  return { limit: wholeNumber(limit), offset: wholeNumber(offset) ?? 0 };
}

/** SQLite's LIMIT for a page: -1 is no limit. */
export const sqlLimit = (page: PageRequest): number => page.limit ?? -1;

/** Answers with one page of records, its total and the next page's link. */
export function pageResponse<T>(c: Context, page: PageRequest, total: number, records: T[]) {
  c.header('X-Total-Count', String(total));
  const next = page.offset + records.length;
  if (page.limit !== undefined && next < total) {
    const url = new URL(c.req.url);
    url.searchParams.set('offset', String(next));
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return c.json(records);
}
