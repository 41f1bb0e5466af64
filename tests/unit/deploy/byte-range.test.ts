/** Range requests as a CDN answers them (Safari plays MP4 only with 206 answers). */
import { expect, test } from 'vitest';
import { byteRange, contentRange } from '../../../deploy/rules/byte-range.ts';

test('one range: from-to, from-the-end, open-ended; the end is clipped to the file', () => {
  expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
  expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  expect(byteRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
  expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
});

test('past the end is unsatisfiable (416); nonsense and several ranges get the whole file', () => {
  expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
  expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  for (const header of [undefined, '', 'bytes=-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-6'])
    expect(byteRange(header, 1000)).toBeUndefined();
});

test('Content-Range names the bytes sent, or the size alone with a 416', () => {
  expect(contentRange({ start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
  expect(contentRange('unsatisfiable', 1000)).toBe('bytes */1000');
  expect(contentRange(undefined, 1000)).toBeUndefined();
});
