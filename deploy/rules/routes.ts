/**
 * Where a request for a URL path goes, decided as Cloudflare Pages' asset server decides it
 * (R-GEN-5), so `npm start`, nginx and Pages answer the same: a clean URL serves its `.html` file
 * at the case-exact path (`/SecureCart` → SecureCart.html, `/` → index.html); the `.html` form
 * and the trailing-slash form answer 308 to the clean URL (`/SecureCart.html`, `/SecureCart/` →
 * `/SecureCart`; `/index.html`, `/index` → `/`), the query kept; anything else is not found
 * (404.html, status 404). deploy/nginx/storefront.conf spells the same rules in nginx.
 *
 * No redirect leaves the site: a 308 goes out only to a target `isSameOriginPath` takes
 * (src/domain/same-origin-path.ts, the rule every redirect follows); a request whose clean URL
 * would not be a path of this site as a browser reads it (`//evil.example/index` would move to
 * `//evil.example/`) is not found.
 */
import { isSameOriginPath } from '../../src/domain/same-origin-path.ts';

/** What to answer: a file of the build (its site path), a 308 to `location`, or not found. */
export type Route = { file: string } | { redirect: string } | { notFound: true };

/** Whether the build holds a file at a site path ('/SecureCart.html'). */
export type Exists = (file: string) => Promise<boolean>;

/**
 * A 308 to a decoded path, encoded segment by segment, with the request's query; not found when
 * the target would not be a path of this site. For every redirect an engine makes.
 */
export function sameOriginRedirect(path: string, search: string): Route {
  const location = `${path.split('/').map(encodeURIComponent).join('/')}${search}`;
  return isSameOriginPath(location) ? { redirect: location } : { notFound: true };
}

const redirect = sameOriginRedirect;

/** The route of a decoded URL path; `search` is the query with its '?', or ''. */
export async function routeOf(path: string, search: string, exists: Exists): Promise<Route> {
  if (path.endsWith('/')) {
    if (await exists(`${path}index.html`)) return { file: `${path}index.html` };
    if (path.endsWith('/index/')) return redirect(path.slice(0, -'index/'.length), search);
    if (await exists(`${path.slice(0, -1)}.html`)) return redirect(path.slice(0, -1), search);
    return { notFound: true };
  }
  if (await exists(path)) {
    if (!path.endsWith('.html')) return { file: path };
    const clean = path.slice(0, -'.html'.length);
    if (clean.endsWith('/index')) return redirect(clean.slice(0, -'index'.length), search);
    return (await exists(clean)) ? { file: path } : redirect(clean, search);
  }
  if (path.endsWith('/index')) return redirect(path.slice(0, -'index'.length), search);
  if (await exists(`${path}.html`)) return { file: `${path}.html` };
  if (await exists(`${path}/index.html`)) return redirect(`${path}/`, search);
  return { notFound: true };
}
