/**
 * Vitest setup: fast-check's properties run from TEST_SEED when it is given and from CI's fixed
 * seed in CI (tests/seed.ts); elsewhere fast-check draws its own. Either way a failing property
 * prints `{ seed: …, path: … }`, and `TEST_SEED=<seed>` replays it.
 */
import fc from 'fast-check';
import { CI_SEED, givenSeed } from '../seed.ts';

const seed = givenSeed() ?? (process.env.CI ? CI_SEED : undefined);
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
