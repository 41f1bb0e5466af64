/**
 * R-ORD-3: a charge whose answer was lost is not a failure yet. Its outcome is found out by
 * sending the same request again (the same X-Request-Id, so the server answers with what the first
 * did and charges nothing twice) after a growing delay, until an answer comes or the tries run out.
 * Only an answer decides what the shopper reads; meanwhile the page says it is still working.
 */

/** The waits before each repeat: 1 s, 2 s, 4 s. */
export const FIND_OUT_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/** How to find out: whether a result is still unknown, how to wait, and what to say while waiting. */
export interface FindOut<T> {
  isUnknown(result: T): boolean;
  sleep(ms: number): Promise<void>;
  /** Called before the first repeat: the outcome is being found out. */
  onChecking?: (() => void) | undefined;
  delaysMs?: readonly number[] | undefined;
}

/** Runs `attempt`, repeating it after each delay while its result is unknown; the last result. */
export async function findOutcome<T>(attempt: () => Promise<T>, how: FindOut<T>): Promise<T> {
  let result = await attempt();
  for (const [i, ms] of (how.delaysMs ?? FIND_OUT_DELAYS_MS).entries()) {
    if (!how.isUnknown(result)) return result;
    if (i === 0) how.onChecking?.();
    await how.sleep(ms);
    result = await attempt();
  }
  return result;
}
