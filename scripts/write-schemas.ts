/** Writes campaigns/schemas/*.schema.json from the zod schemas; `npm run schemas`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaFiles } from '../src/manifest/json-schemas.ts';

const dir = join(import.meta.dirname, '..', 'campaigns', 'schemas');
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(jsonSchemaFiles())) {
  writeFileSync(join(dir, name), text);
  console.log(`wrote campaigns/schemas/${name}`);
}
