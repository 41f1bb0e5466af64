/** The visitor's user agent, parsed once per session, with ua-parser-js loaded after the first paint. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { rememberedAgent, USER_AGENT_KEY } from '../../../src/state/user-agent.ts';

const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('R-SES-6: the parsed user agent is remembered for the session', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('navigator', { userAgent: UA });
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('../../../src/domain/ua-parser.ts');
  });

  test('the first need parses it and keeps the result; a later page reads it without the parser', async () => {
    const first = await import('../../../src/state/user-agent.ts');
    expect(await first.browserAgent()).toEqual({
      browser: { name: 'Mobile Safari', version: '17.5' },
      os: { name: 'iOS', version: '17.5' },
    });
    expect(JSON.parse(sessionStorage.getItem(USER_AGENT_KEY) ?? '')).toMatchObject({ ua: UA });

    vi.resetModules(); // the next page of the visit
    const parse = vi.fn();
    vi.doMock('../../../src/domain/ua-parser.ts', () => ({ parseUserAgent: parse }));
    const next = await import('../../../src/state/user-agent.ts');
    expect((await next.browserAgent()).browser.name).toBe('Mobile Safari');
    expect(parse).not.toHaveBeenCalled();
  });

  test('a parser that cannot load fails this call only; the next call loads it again', async () => {
    let fail = true;
    vi.doMock('../../../src/domain/ua-parser.ts', async (original) => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    const mod = await import('../../../src/state/user-agent.ts');
    await expect(mod.browserAgent()).rejects.toThrow();
    fail = false;
    vi.doUnmock('../../../src/domain/ua-parser.ts');
    expect((await mod.browserAgent()).os.name).toBe('iOS');
  });

  test('a remembered result of another user agent, or of another shape, is not used', () => {
    const stored = (value: unknown) => () => JSON.stringify(value);
    const agent = { browser: { name: 'Chrome', version: '1' }, os: { name: 'Android' } };
    expect(rememberedAgent(UA, stored({ ua: UA, ...agent }))).toEqual(agent);
    expect(rememberedAgent(UA, stored({ ua: 'other', ...agent }))).toBeUndefined();
    expect(rememberedAgent(UA, stored({ ua: UA, browser: 'Chrome', os: {} }))).toBeUndefined();
    expect(rememberedAgent(UA, () => '{not json')).toBeUndefined();
    expect(rememberedAgent(UA, () => null)).toBeUndefined();
  });
});
