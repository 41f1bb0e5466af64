/**
 * nginx's part of the edge (deploy/nginx/edge.ts, config.ts) is written from the same TypeScript
 * the other engines run: the same calls, the same forwarding headers removed, the same cookie, the
 * same redirect rule, the same limits. nginx itself gets the probes in tests/e2e/cdn-security.spec.ts.
 */
import { expect, test } from 'vitest';
import { DEFAULT_CALL_SETTINGS, EDGE_BODY_LIMIT_BYTES } from '../../../src/api/calls.ts';
import { SAME_ORIGIN_PATH_PATTERN } from '../../../src/domain/same-origin-path.ts';
import { serverNames } from '../../../deploy/nginx/config.ts';
import { edgeLocations, edgeMaps, REDIRECT_VARIABLES } from '../../../deploy/nginx/edge.ts';
import { edgeCalls } from '../../../deploy/rules/forwarded.ts';
import { CLIENT_FORWARDING } from '../../../deploy/rules/forwarding.ts';

const site = { calls: DEFAULT_CALL_SETTINGS, apiOrigin: 'https://api.example.com' };
const maps = edgeMaps(site);
const locations = edgeLocations(site);

test('the map of calls is the list of calls, method and path as sent, and nothing else', () => {
  const keys = [...maps.matchAll(/^\s+"~\^(GET|POST) (\S+)" 1;$/gm)].map((m) => `${m[1]} ^${m[2]}`);
  expect(keys).toEqual(edgeCalls().map((c) => `${c.method} ${c.path}`));
  expect(maps).not.toContain('orders/all');
});

test('the API paths answer 404 for anything else, and a call goes on with the limits and headers of the rules', () => {
  for (const zone of ['location ^~ /proxy/ {', 'location ^~ /alternproxy/ {', 'location = /log {'])
    expect(locations).toContain(zone);
  expect(locations.match(/if \(\$storefront_api_call = 0\) \{\n\s+return 404;/g)).toHaveLength(3);
  expect(locations).toContain(`client_max_body_size ${EDGE_BODY_LIMIT_BYTES / 1024}k;`);
  expect(locations).toContain('proxy_read_timeout 30s;');
  for (const name of CLIENT_FORWARDING.filter((h) => !h.startsWith('x-forwarded-')))
    expect(locations, name).toContain(`proxy_set_header ${name} "";`);
  expect(locations).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  expect(locations).toContain('proxy_set_header Proxy-Authorization "";');
  expect(locations).toContain('proxy_set_header Cookie $storefront_api_cookie;');
  expect(edgeLocations({ ...site, apiTimeoutSeconds: 3 })).toContain('proxy_read_timeout 3s;');
});

test('every redirect target goes through a map of the one same-origin rule', () => {
  for (const variable of REDIRECT_VARIABLES)
    expect(maps).toContain(`map ${variable} ${variable}_safe {\n    "~${SAME_ORIGIN_PATH_PATTERN}" ${variable};`);
});

test('nginx:config wants the site’s host names, and only host names', () => {
  expect(serverNames(['shop.example.com', 'www.shop.example.com'])).toBe('shop.example.com www.shop.example.com');
  expect(() => serverNames([])).toThrow('--host shop.example.com');
  for (const bad of ['*', '_', '.example.com', 'shop.example.com;', '~^.*$', 'a b'])
    expect(() => serverNames([bad]), bad).toThrow('is not a host name');
});
