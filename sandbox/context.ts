/** What every sandbox route works with. */
import type { DatabaseSync } from 'node:sqlite';
import type { Catalogue } from './catalogue.ts';

/** The sandbox's state shared by its routes. */
export interface SandboxContext {
  db: DatabaseSync;
  /** The catalogue as it is now (sandbox/catalogue.ts follows the manifest's changes); read it per request. */
  readonly catalogue: Catalogue;
  /** The clock (tests may fix it). */
  now: () => Date;
}
