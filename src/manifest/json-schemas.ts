/** JSON Schema files for editors, generated from the manifest's zod schemas (R-GEN-2). */
import { z } from 'zod';
import { manifestFiles } from './files.ts';

/** The schema of a whole file: a list file holds a list of entries. */
function schemaOf(f: { schema: z.ZodType; key?: string }): z.ZodType {
  return f.key === undefined ? f.schema : z.array(f.schema);
}

/** The text of every schema file, as `scripts/write-schemas.ts` writes it. */
export function jsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.values(manifestFiles).map((f) => [
      f.jsonSchema,
      `${JSON.stringify(z.toJSONSchema(schemaOf(f), { io: 'input' }), null, 2)}\n`,
    ]),
  );
}
