/**
 * The README's "Deploying to a CDN" is the tested recipes: the files it names exist, its
 * `nginx:config` command runs as written and writes the configuration the tests run, the Pages
 * compatibility date is the one `wrangler pages dev` runs with, and preview:cdn's engines are real.
 * The engines themselves are tested by tests/e2e/cdn-serving.spec.ts and cdn-journey.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { COMPATIBILITY_DATE } from '../../../scripts/cdn/pages.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = /^## Deploying to a CDN\n([\s\S]*?)^## /m.exec(readme)![1]!;
const commands = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n')).filter(Boolean);
const temp = mkdtempSync(join(tmpdir(), 'deploy-recipes-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

test('every file the deploy section names exists', () => {
  const named = [...section.matchAll(/`((?:deploy|functions|tests|scripts|public|docs)\/[^`\s]*)`/g)].map((m) => m[1]!);
  expect(named.length).toBeGreaterThan(4);
  for (const path of [...named, 'docs/deploy.md']) expect(existsSync(join(root, path)), path).toBe(true);
});

test('npm run nginx:config runs as the README writes it and writes what nginx runs', () => {
  const line = commands.find((c) => c.startsWith('npm run nginx:config -- '))!;
  const dist = join(temp, 'dist');
  mkdirSync(dist);
  copyFileSync(join(root, 'public', '_headers'), join(dist, '_headers'));
  writeFileSync(join(dist, '_redirects.nginx'), ''); // what a build without retired addresses writes
  const args = line
    .replace('npm run nginx:config -- ', '')
    .replace('"$PWD/dist"', dist)
    .replace('/etc/nginx/storefront', join(temp, 'conf'))
    .split(' ');
  const run = spawnSync(process.execPath, [join(root, 'deploy', 'nginx', 'config.ts'), ...args], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  for (const file of [
    'nginx.conf',
    'storefront.conf',
    'headers-maps.conf',
    'headers.conf',
    'edge.conf',
    'edge-maps.conf',
    'redirects-maps.conf',
  ])
    expect(existsSync(join(temp, 'conf', file)), file).toBe(true);
  const site = readFileSync(join(temp, 'conf', 'storefront.conf'), 'utf8');
  expect(site).toContain('listen 443 ssl;');
  expect(site).toContain('server_name shop.example.com;');
  expect(site).toContain('ssl_certificate /etc/ssl/shop.pem;');
  expect(site).toContain(`root ${dist};`);
  expect(readFileSync(join(temp, 'conf', 'edge.conf'), 'utf8')).toContain('proxy_pass https://api.example.com;');
  expect(readFileSync(join(temp, 'conf', 'redirects-maps.conf'), 'utf8')).toContain(
    `include "${dist}/_redirects.nginx";`,
  );
});

test('Cloudflare Pages: deploy dist, the binding and the compatibility date the local runtime uses', () => {
  expect(commands).toContain('npx wrangler pages deploy dist');
  expect(section).toContain('`API_ORIGIN`');
  expect(section).toContain(COMPATIBILITY_DATE);
});

test('preview:cdn names the two engines it runs', () => {
  const engines = commands.filter((c) => c.startsWith('npm run preview:cdn')).map((c) => /--engine (\w+)/.exec(c)![1]);
  expect(engines).toEqual(['pages', 'nginx']);
});
