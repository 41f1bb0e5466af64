/**
 * The parsers the runtime reads stored and answered shapes with (domain/guard.ts): zod's rules
 * for what they do, so a shape written with them reads as its zod twin would.
 */
import { describe, expect, test } from 'vitest';
import * as g from '../../../src/domain/guard.ts';

const parses = <T>(p: g.Parser<T>, value: unknown) => p.safeParse(value);
const ok = <T>(data: T) => ({ success: true, data });
const FAIL = { success: false };

describe('the values', () => {
  test('a string, at most maxLength characters when given', () => {
    expect(parses(g.string(), 'x'.repeat(10_000))).toEqual(ok('x'.repeat(10_000)));
    expect(parses(g.string(3), 'abc')).toEqual(ok('abc'));
    expect(parses(g.string(3), 'abcd')).toEqual(FAIL);
    expect(parses(g.string(), 3)).toEqual(FAIL);
  });

  test('true or false; a finite number; a whole number', () => {
    expect(parses(g.boolean(), false)).toEqual(ok(false));
    expect(parses(g.boolean(), 'true')).toEqual(FAIL);
    expect(parses(g.number(), 1.5)).toEqual(ok(1.5));
    for (const bad of [Infinity, NaN, '1']) expect(parses(g.number(), bad)).toEqual(FAIL);
    expect(parses(g.int(), 3)).toEqual(ok(3));
    for (const bad of [1.5, '3']) expect(parses(g.int(), bad)).toEqual(FAIL);
  });

  test('one of the given strings; null itself; anything at all', () => {
    const size = g.oneOf(['S', 'M']);
    expect(parses(size, 'M')).toEqual(ok('M'));
    expect(parses(size, 'L')).toEqual(FAIL);
    expect(parses(g.nullValue(), null)).toEqual(ok(null));
    expect(parses(g.nullValue(), undefined)).toEqual(FAIL);
    expect(parses(g.unknown(), { any: 1 })).toEqual(ok({ any: 1 }));
  });
});

describe('what may be missing or wrong', () => {
  test('optional: absent, or the value', () => {
    expect(parses(g.optional(g.int()), undefined)).toEqual(ok(undefined));
    expect(parses(g.optional(g.int()), 2)).toEqual(ok(2));
    expect(parses(g.optional(g.int()), 'x')).toEqual(FAIL);
  });

  test('nullable: null, or the value', () => {
    expect(parses(g.nullable(g.int()), null)).toEqual(ok(null));
    expect(parses(g.nullable(g.int()), 2)).toEqual(ok(2));
    expect(parses(g.nullable(g.int()), undefined)).toEqual(FAIL);
  });

  test('fallback stands in for a value that does not parse; lenient is absent then', () => {
    expect(parses(g.fallback(g.int(), 0), 'x')).toEqual(ok(0));
    expect(parses(g.fallback(g.int(), 0), 5)).toEqual(ok(5));
    expect(parses(g.lenient(g.int()), 'x')).toEqual(ok(undefined));
    expect(parses(g.lenient(g.int()), 5)).toEqual(ok(5));
  });
});

describe('objects, arrays and maps', () => {
  const shape = g.object({ id: g.string(), units: g.optional(g.int()) });

  test('an object keeps the listed keys only; an absent optional key stays absent', () => {
    expect(parses(shape, { id: 'a', units: 2, extra: true })).toEqual(ok({ id: 'a', units: 2 }));
    const absent = parses(shape, { id: 'a' });
    expect(absent).toEqual(ok({ id: 'a' }));
    expect('units' in (absent as { data: object }).data).toBe(false);
    // A key present as undefined stays present, as in zod.
    expect('units' in (parses(shape, { id: 'a', units: undefined }) as { data: object }).data).toBe(true);
  });

  test('an object fails for a key that does not parse, and for anything but a plain object', () => {
    expect(parses(shape, { id: 1 })).toEqual(FAIL);
    expect(parses(shape, { id: 'a', units: 'x' })).toEqual(FAIL);
    for (const bad of [null, [{ id: 'a' }], 'a']) expect(parses(shape, bad)).toEqual(FAIL);
  });

  test('an array whose every item parses', () => {
    expect(parses(g.array(g.int()), [1, 2])).toEqual(ok([1, 2]));
    expect(parses(g.array(g.int()), [])).toEqual(ok([]));
    expect(parses(g.array(g.int()), [1, 'x'])).toEqual(FAIL);
    expect(parses(g.array(g.int()), { 0: 1 })).toEqual(FAIL);
  });

  test('a record: a plain object whose every value parses', () => {
    expect(parses(g.record(g.int()), { a: 1, b: 2 })).toEqual(ok({ a: 1, b: 2 }));
    expect(parses(g.record(g.int()), { a: 1, b: 'x' })).toEqual(FAIL);
    for (const bad of [null, [1], 1]) expect(parses(g.record(g.int()), bad)).toEqual(FAIL);
  });
});

describe('combining parsers', () => {
  test('anyOf and either: the first that fits, else a failure', () => {
    const idOrCount = g.anyOf(g.string(), g.int());
    expect(parses(idOrCount, 'a')).toEqual(ok('a'));
    expect(parses(idOrCount, 2)).toEqual(ok(2));
    expect(parses(idOrCount, true)).toEqual(FAIL);
    const first = g.either(
      g.map(g.int(), (n) => `int ${n}`),
      g.map(g.number(), (n) => `number ${n}`),
    );
    expect(parses(first, 2)).toEqual(ok('int 2'));
    expect(parses(first, 2.5)).toEqual(ok('number 2.5'));
    expect(parses(first, 'x')).toEqual(FAIL);
  });

  test('check: the value when the test holds for it too', () => {
    const percent = g.check(g.number(), (n) => n >= 0 && n <= 100);
    expect(parses(percent, 40)).toEqual(ok(40));
    expect(parses(percent, 140)).toEqual(FAIL);
    expect(parses(percent, '40')).toEqual(FAIL);
  });

  test('map: the value made into another, or the failure', () => {
    const cents = g.map(g.number(), (dollars) => Math.round(dollars * 100));
    expect(parses(cents, 1.5)).toEqual(ok(150));
    expect(parses(cents, 'x')).toEqual(FAIL);
  });
});
