/**
 * Whether a failed order call may still have done its work: no answer came (time-out,
 * network) or the server failed without remembering the request. Then only the same request with
 * the same X-Request-Id may follow, never a new order. Apart from order-failure.ts, so the wallets
 * carry this rule without the form's messages.
 */

/** The parts of an API error the rules read (ApiError's status, kind and error). */
export interface FailedCall {
  status?: number | undefined;
  kind?: string | undefined;
  error?: unknown;
}

/**
 * True when the outcome of the failed call is unknown: no answer, a server failure, or a 2xx
 * answer that could not be read (the server acted; what it made is not known).
 */
export function outcomeUnknown(call: FailedCall): boolean {
  return (
    call.kind === 'timeout' || call.kind === 'network' || call.kind === 'invalid-response' || (call.status ?? 0) >= 500
  );
}

/** The same for whatever a failed call threw: an ApiError, or anything else (read as a failure with no status). */
export const thrownOutcomeUnknown = (error: unknown): boolean => outcomeUnknown((error ?? {}) as FailedCall);
