/**
 * The seed of the tests that draw at random (fast-check's properties, the e2e specs that lose
 * answers at random). Every such test prints the seed it ran with, and TEST_SEED replays it:
 * `TEST_SEED=1234 npx vitest run …` or `TEST_SEED=1234 npx playwright test … -g …`. CI runs with
 * fixed seeds, so a failure there is the same on its retry and on a developer's machine; a run
 * elsewhere without TEST_SEED draws a new one, so local runs keep exploring.
 */

/** CI's seed when TEST_SEED is not given (each randomised e2e group adds its number to it). */
export const CI_SEED = 20_260_537;

/** The seed TEST_SEED names; undefined when it is not set; an error for anything but an integer. */
export function givenSeed(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env.TEST_SEED?.trim();
  if (!text) return undefined;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer, got '${text}'`);
  return seed;
}

/** The seed of this run: TEST_SEED, else CI's fixed one in CI, else a new one. */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  return givenSeed(env) ?? (env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31));
}
