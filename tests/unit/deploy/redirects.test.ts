/** The build's _redirects as npm start and nginx read it (deploy/rules/redirects.ts, deploy/nginx/redirects.ts). */
import { describe, expect, test } from 'vitest';
import { nginxRedirects } from '../../../deploy/nginx/redirects.ts';
import { parseRedirects, redirectFor } from '../../../deploy/rules/redirects.ts';

const FILE = '# retired\n/gu/bfriday22 /gu/ageless-offer 301\n\n/os221125a_ap /gu/ageless-offer 301\nnot a rule\n';

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
  test('nginx gets an exact location per rule that keeps $is_args$args', () => {
    expect(nginxRedirects(parseRedirects(FILE))).toContain(
      'location = /gu/bfriday22 {\n    return 301 /gu/ageless-offer$is_args$args;\n}\n',
    );
    expect(() => nginxRedirects([{ from: '/a b', to: '/x', status: 301 }])).toThrow(/unexpected path/);
  });
});
