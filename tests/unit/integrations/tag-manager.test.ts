/** R-SES-8: the tag manager setting of a build and the hosts its CSP allows. */
import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, PROVIDER_SOURCES, withTagManager } from '../../../src/integrations/csp.ts';
import { tagManagerContainer } from '../../../src/integrations/tag-manager.ts';

/** The directive `name` of a policy as Astro writes it (the script sources apart). */
function directive(policy: ReturnType<typeof contentSecurityPolicy>, name: string): string {
  if (name === 'script-src') return policy.scriptDirective!.resources!.join(' ');
  return policy.directives!.find((d) => d.startsWith(`${name} `)) ?? '';
}

describe('R-SES-8: the container of a build', () => {
  test('off (the default): no container, whatever TAG_MANAGER_ID says', () => {
    expect(tagManagerContainer({})).toBeUndefined();
    expect(tagManagerContainer({ TAG_MANAGER_ENABLED: 'false', TAG_MANAGER_ID: 'GTM-ABC123' })).toBeUndefined();
  });

  test('on: the container id', () => {
    expect(tagManagerContainer({ TAG_MANAGER_ENABLED: 'true', TAG_MANAGER_ID: 'GTM-ABC123' })).toBe('GTM-ABC123');
  });

  test('on without a container id, or with another id, the build stops and says what to set', () => {
    expect(() => tagManagerContainer({ TAG_MANAGER_ENABLED: 'true' })).toThrow(
      /TAG_MANAGER_ID is not set: set TAG_MANAGER_ID to the Google Tag Manager container id \(GTM-XXXXXXX/,
    );
    expect(() => tagManagerContainer({ TAG_MANAGER_ENABLED: 'true', TAG_MANAGER_ID: 'G-MEASURE1' })).toThrow(
      /'G-MEASURE1', which is not a container id/,
    );
  });
});

describe('R-SES-8, R-GEN-5: Google Tag Manager in the CSP only with the tag manager on', () => {
  const off = contentSecurityPolicy(PROVIDER_SOURCES);
  const on = contentSecurityPolicy(withTagManager(PROVIDER_SOURCES));

  test('off: none of its hosts', () => {
    expect(JSON.stringify(off)).not.toMatch(/googletagmanager|google-analytics|analytics\.google/);
  });

  test('on: gtm.js may load, and Google Analytics 4 may send and load its pixels; the providers stay', () => {
    expect(directive(on, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(on, 'connect-src')).toContain('https://*.google-analytics.com https://*.analytics.google.com');
    expect(directive(on, 'img-src')).toContain('https://*.googletagmanager.com https://*.google-analytics.com');
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src'])
      expect(directive(on, name)).toContain(directive(off, name));
    expect(directive(on, 'script-src')).not.toMatch(/unsafe/);
  });
});
