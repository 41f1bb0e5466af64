/**
 * nginx's header lines are generated from `_headers` (R-GEN-5): a path gets from nginx's maps what
 * the rules give it, forwarded API paths get none, a 404 is no-store; rules nginx's maps cannot
 * carry are refused with words. The request table (tests/e2e/cdn-serving.spec.ts) checks the running nginx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { nginxHeaders } from '../../../deploy/nginx/headers.ts';
import { fill, origin } from '../../../deploy/nginx/config.ts';
import { STRICT_TRANSPORT_SECURITY, headersFor, parseHeaders } from '../../../deploy/rules/headers.ts';

const headersFile = readFileSync(join(import.meta.dirname, '../../../public/_headers'), 'utf8');
const rules = parseHeaders(headersFile);
const { maps, adds } = nginxHeaders(rules);

/** What nginx's maps give a request URI: the rule map's first matching regex, then each header's map. */
function nginxWouldSend(uri: string, status = 200): Record<string, string> {
  const block = (name: string) => new RegExp(`map \\S+ \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(maps)![1]!;
  const entries = (name: string) =>
    block(name)
      .split('\n')
      .map((line) => /^\s+("[^"]*"|\S+) ("[^"]*"|\S+);$/.exec(line)!)
      .map(([, key, value]) => [key!.replace(/^"|"$/g, ''), value!.replace(/^"|"$/g, '')] as const);
  const ruleEntries = entries('storefront_rule');
  const rule =
    ruleEntries.find(([key]) => key.startsWith('~') && new RegExp(key.slice(1)).test(uri))?.[1] ??
    ruleEntries.find(([key]) => key === 'default')![1];
  const sent: Record<string, string> = {};
  for (const [, name] of adds.matchAll(/^add_header (\S+) \$\S+;$/gm)) {
    const variable = `storefront_${name!.replaceAll('-', '_')}${name === 'cache-control' ? '_by_rule' : ''}`;
    const map = new Map(entries(variable));
    const value = map.get(rule) ?? map.get('default')!;
    if (value) sent[name!] = value;
  }
  if (status === 404 && rule !== 'forwarded') sent['cache-control'] = 'no-store';
  return sent;
}

test('R-GEN-5: for every kind of path nginx sends what _headers gives it', () => {
  for (const path of [
    '/',
    '/SecureCart',
    '/_astro/app.js',
    '/images/hero.svg',
    '/video/vsl.mp4',
    '/favicon.svg',
    '/robots.txt',
  ])
    expect(nginxWouldSend(`${path}?utm=1`), path).toEqual(headersFor(rules, path));
  expect(nginxWouldSend('/favicon.svg.br')).toEqual(headersFor(rules, '/favicon.svg.br'));
});

test('R-GEN-5: the API’s answers carry none of them but HSTS, which every answer carries; a 404 is never cached', () => {
  for (const uri of [
    '/proxy/api/orders/createguest',
    '/alternproxy/getOrderCount?accountid=1',
    '/log?msg=x',
    '/__sandbox/',
  ])
    expect(nginxWouldSend(uri), uri).toEqual({ 'strict-transport-security': STRICT_TRANSPORT_SECURITY });
  expect(nginxWouldSend('/logo', 404)['cache-control']).toBe('no-store');
  expect(nginxWouldSend('/no-such-page', 404)['x-frame-options']).toBe('DENY');
});

test('every header is added at server level, for successes and (always) for errors', () => {
  const names = Object.keys(headersFor(rules, '/_astro/x.js')).sort();
  expect([...adds.matchAll(/^add_header (\S+) \S+;$/gm)].map((m) => m[1])).toEqual(names);
  expect([...adds.matchAll(/^add_header (\S+) \S+_on_error always;$/gm)].map((m) => m[1])).toEqual(names);
});

test('rules nginx’s maps cannot carry are refused with the rule named', () => {
  const refused = (text: string) => () => nginxHeaders(parseHeaders(text));
  expect(refused('/a/*\n  X: 1\n/a/b/*\n  X: 2')).toThrow("rules '/a/*' and '/a/b/*' overlap");
  expect(refused('/:lang/*\n  X: 1')).toThrow("rule '/:lang/*'");
  expect(refused('/*\n  X: a$b')).toThrow("nginx cannot send a value with '$'");
});

test('nginx:config fills its own ${NAMES} and keeps nginx’s variables; an origin has no path', () => {
  expect(fill('root ${STOREFRONT_DIST}; try_files ${uri}index.html', { STOREFRONT_DIST: '/srv/dist' })).toBe(
    'root /srv/dist; try_files ${uri}index.html',
  );
  expect(() => fill('${API_ORIGIN}', {})).toThrow('no value for ${API_ORIGIN}');
  expect(origin('https://api.example.com/', 'the API origin')).toBe('https://api.example.com');
  expect(() => origin('https://api.example.com/v1', 'the API origin')).toThrow('no path');
});
