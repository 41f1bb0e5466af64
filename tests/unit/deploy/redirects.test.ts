/** The build's _redirects as npm start and nginx read it (deploy/rules/redirects.ts, deploy/nginx/redirects.ts). */
import { describe, expect, test } from 'vitest';
import { safeRedirectMap } from '../../../deploy/nginx/edge.ts';
import {
  FUNNEL_PASSES,
  NGINX_REDIRECTS_FILE,
  nginxRedirectEntries,
  nginxRedirectMaps,
} from '../../../deploy/nginx/redirects.ts';
import { parseRedirects, redirectFor } from '../../../deploy/rules/redirects.ts';
import { withoutFunnelParams } from '../../../src/domain/sale-window.ts';

const FILE = '# retired\n/gu/bfriday22 /gu/ageless-offer 301\n\n/os221125a_ap /gu/ageless-offer 301\nnot a rule\n';

/** Queries as an ad or a funnel link sends them, and what every engine sends on. */
const QUERIES: [string, string][] = [
  ['', ''],
  ['?utm_source=fb&affid=7', '?utm_source=fb&affid=7'],
  ['?uid=BF26&step=2&pcid=PC1&utm_source=fb', '?utm_source=fb'],
  ['?utm_source=fb&uid=BF26&affid=1&step=3', '?utm_source=fb&affid=1'],
  ['?uid=BF26&step=2', ''],
  ['?uid', ''],
  ['?guid=1&uidx=2&mystep=3&stepx&xpcid=4', '?guid=1&uidx=2&mystep=3&stepx&xpcid=4'],
  ['?utm_campaign=bf%2022&subid1=a+b&subid1=c&subid2=&uid=X', '?utm_campaign=bf%2022&subid1=a+b&subid1=c&subid2='],
  ['?UID=1&Step=2', '?UID=1&Step=2'],
  ['?a=1&&uid=2', '?a=1&'],
  ['?uid=1&uid=2&step=1&pcid=1&z=9', '?z=9'],
];

/**
 * nginx's chain of maps run in JavaScript: each pass's two patterns in order, the first that matches
 * making the value, as nginx does (the patterns use no syntax the two engines read differently).
 */
function nginxQuery(maps: string, args: string): string {
  const passes = [...maps.matchAll(/^map \$\S+ \$storefront_moved_args\d+ \{\n((?:.*\n)*?)\}/gm)].map((m) =>
    [...m[1]!.matchAll(/^ {4}"~(.*)" (\S+);$/gm)].map(([, pattern, value]) => ({
      pattern: new RegExp(pattern!),
      value: value!,
    })),
  );
  expect(passes).toHaveLength(FUNNEL_PASSES);
  const after = passes.reduce((q, rules) => {
    for (const { pattern, value } of rules) {
      const found = pattern.exec(q);
      if (found) return value.replace(/\$(storefront_moved_\w+)/g, (_, name: string) => found.groups?.[name] ?? '');
    }
    return q;
  }, args);
  return after ? `?${after}` : '';
}

describe('_redirects', () => {
  test('is read as Pages reads its static rules: comments and malformed lines skipped', () => {
    expect(parseRedirects(FILE)).toEqual([
      { from: '/gu/bfriday22', to: '/gu/ageless-offer', status: 301 },
      { from: '/os221125a_ap', to: '/gu/ageless-offer', status: 301 },
    ]);
  });
  test('an exact path answers its rule, the query as sent; anything else is not redirected', () => {
    const rules = parseRedirects(FILE);
    expect(redirectFor(rules, '/gu/bfriday22', '?utm_source=fb&affid=7')).toEqual({
      status: 301,
      location: '/gu/ageless-offer?utm_source=fb&affid=7',
    });
    expect(redirectFor(rules, '/gu/bfriday22/', '')).toBeUndefined();
    expect(redirectFor(rules, '/GU/bfriday22', '')).toBeUndefined();
  });
  test("the ended funnel's uid, step and pcid stay behind; every other parameter goes on as sent", () => {
    const rules = parseRedirects('/os261127a_ap /gu/renew-offer 301\n');
    expect(redirectFor(rules, '/os261127a_ap', '?uid=BF26&step=2&pcid=PC1&utm_source=fb')).toEqual({
      status: 301,
      location: '/gu/renew-offer?utm_source=fb',
    });
    for (const [sent, kept] of QUERIES) expect(withoutFunnelParams(sent), sent).toBe(kept);
  });
});

describe('_redirects on nginx', () => {
  test('the build writes each rule as a map entry: the address, then address and target', () => {
    expect(nginxRedirectEntries(parseRedirects(FILE))).toContain(
      '/gu/bfriday22 "/gu/bfriday22 /gu/ageless-offer";\n/os221125a_ap "/os221125a_ap /gu/ageless-offer";\n',
    );
    expect(() => nginxRedirectEntries([{ from: '/a b', to: '/x', status: 301 }])).toThrow(/unexpected path/);
    expect(() => nginxRedirectEntries([{ from: '/a', to: '/x";', status: 301 }])).toThrow(/unexpected path/);
    expect(() => nginxRedirectEntries([{ from: '/a', to: '/x', status: 302 }])).toThrow(/301 only/);
  });
  test("nginx:config's maps read the build's file from the served folder, case-exact, and keep the target on the site", () => {
    const maps = nginxRedirectMaps('/srv/shop/dist');
    expect(maps).toContain(
      `map $uri $storefront_moved_rule {\n    include "/srv/shop/dist/${NGINX_REDIRECTS_FILE}";\n}`,
    );
    const exact = /"~(\^\(\?<storefront_moved_from>.*)" \$storefront_moved_to;/.exec(maps)![1]!;
    // JavaScript spells PCRE's (?P=name) \k<name>.
    const check = new RegExp(exact.replace('(?P=storefront_moved_from)', '\\k<storefront_moved_from>'));
    expect(check.exec('/gu/bf26 /gu/bf26 /gu/renew-offer')?.groups?.storefront_moved_to).toBe('/gu/renew-offer');
    expect(check.test('/GU/bf26 /gu/bf26 /gu/renew-offer')).toBe(false);
    expect(check.test('/gu/bf26 ')).toBe(false);
    expect(maps).toContain(safeRedirectMap('$storefront_moved'));
  });
  test("nginx's query is the one npm start sends: the funnel's parameters removed, the rest as sent", () => {
    const maps = nginxRedirectMaps('/srv/shop/dist');
    for (const [sent, kept] of QUERIES) expect(nginxQuery(maps, sent.replace(/^\?/, '')), sent).toBe(kept);
    expect(maps).toContain(
      `map $storefront_moved_args${FUNNEL_PASSES} $storefront_moved_query {\n    "" "";\n    default "?$storefront_moved_args${FUNNEL_PASSES}";`,
    );
  });
});
