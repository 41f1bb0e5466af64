import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { jsonSchemaFiles } from '../../../src/manifest/json-schemas.ts';

const dir = join(import.meta.dirname, '..', '..', '..', 'campaigns', 'schemas');

test.each(Object.entries(jsonSchemaFiles()))(
  'R-GEN-2: campaigns/schemas/%s is up to date (run `npm run schemas`)',
  (name, text) => {
    expect(readFileSync(join(dir, name), 'utf8')).toBe(text);
  },
);

test('R-GEN-2: every manifest YAML file references its JSON Schema for editors', () => {
  const root = join(dir, '..');
  for (const [file, schema] of [
    ['site.yaml', './schemas/site.schema.json'],
    ['products.yaml', './schemas/products.schema.json'],
    ['funnels.yaml', './schemas/funnels.schema.json'],
    ['destinations.yaml', './schemas/destinations.schema.json'],
    ['routes.yaml', './schemas/routes.schema.json'],
    ['pages/core.yaml', '../schemas/page.schema.json'],
  ])
    expect(readFileSync(join(root, file!), 'utf8')).toContain(`$schema=${schema}`);
});
