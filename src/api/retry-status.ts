/**
 * Answers worth asking again: the server or a proxy did not decide (ofetch's list without 409).
 * A module of its own, so the page's tracking sender (send-event.ts) reads it without the rest of
 * the pipeline's retry rules (retry.ts).
 */
export const RETRY_STATUS_CODES: readonly number[] = [408, 425, 429, 500, 502, 503, 504];
