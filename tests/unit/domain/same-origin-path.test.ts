/**
 * The one rule every redirect follows (src/domain/same-origin-path.ts): a target is taken only
 * when a browser, which drops tabs and newlines and reads `\` as `/`, stays on this site with it.
 * The same pattern is nginx's (deploy/nginx/edge.ts); the engines get these cases as probes.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { isSameOriginPath, SAME_ORIGIN_PATH_PATTERN, sameOriginPath } from '../../../src/domain/same-origin-path.ts';

const site = 'https://shop.example';
/** Where a browser goes with the target on this site's page. */
const landsOn = (target: string) => new URL(target, site).origin;

test('paths of this site are taken, with their query', () => {
  for (const ok of [
    '/',
    '/SecureCart',
    '/SecureCart?utm=1&next=//evil.example',
    '/%2F%2Fevil.example',
    '/@evil.example',
    '/é',
  ])
    expect(isSameOriginPath(ok), ok).toBe(true);
  expect(sameOriginPath('/gu/winter26?utm=1', '/SecureCart')).toBe('/gu/winter26?utm=1');
});

test('anything a browser would read as another host, or as no path, is refused', () => {
  for (const bad of [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    ' /evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/a\\b',
  ])
    expect(isSameOriginPath(bad), JSON.stringify(bad)).toBe(false);
  expect(sameOriginPath('//evil.example', '/SecureCart')).toBe('/SecureCart');
  expect(sameOriginPath(null, '/SecureCart')).toBe('/SecureCart');
});

test('whatever a target holds, a taken one keeps the browser on the site (seeded, replayable)', () => {
  const piece = fc.constantFrom(
    '/',
    '\\',
    '\t',
    '\n',
    '\r',
    ' ',
    '@',
    ':',
    '.',
    '..',
    '%2F',
    '%5C',
    '%09',
    'evil.example',
    '?',
    '#',
    'a',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 8 }), (parts) => {
      const target = parts.join('');
      if (isSameOriginPath(target)) expect(landsOn(target)).toBe(site);
    }),
    { seed: 33, numRuns: 5000 },
  );
});

test('the pattern nginx reads is the rule itself, written without escapes nginx would change', () => {
  expect(SAME_ORIGIN_PATH_PATTERN).not.toMatch(/\\[^x]/);
  const pattern = new RegExp(SAME_ORIGIN_PATH_PATTERN);
  for (const target of ['/SecureCart', '//evil.example', '/\\evil.example', '/\t/evil.example'])
    expect(pattern.test(target), target).toBe(isSameOriginPath(target));
});
