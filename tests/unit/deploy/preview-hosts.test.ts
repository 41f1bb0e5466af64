/**
 * The names a local preview answers for (scripts/cdn/hosts.ts): this machine's, the address it
 * listens on, and PREVIEW_HOSTS; a DNS name of another site pointed at 127.0.0.1 is none of them.
 */
import { expect, test } from 'vitest';
import { previewHosts } from '../../../scripts/cdn/hosts.ts';

test("a preview answers for this machine's names and the address it listens on", () => {
  expect(previewHosts('localhost', '')).toEqual(['localhost', '127.0.0.1', '[::1]']);
  expect(previewHosts('0.0.0.0', '')).toEqual(['localhost', '127.0.0.1', '[::1]']);
  expect(previewHosts('192.168.1.20', '')).toContain('192.168.1.20');
  expect(previewHosts('fd00::2', '')).toContain('[fd00::2]');
});

test('PREVIEW_HOSTS adds names (a phone on the LAN), nothing else does', () => {
  expect(previewHosts('0.0.0.0', ' 192.168.1.20, Shop.Test ')).toEqual([
    'localhost',
    '127.0.0.1',
    '[::1]',
    '192.168.1.20',
    'shop.test',
  ]);
  expect(previewHosts('127.0.0.1', '')).not.toContain('evil.example');
});
