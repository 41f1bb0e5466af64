/**
 * R-QP-3, R-QP-4: the shopper's return to the upsell page from PayPal's approval or Amazon's
 * confirmation. When the address carries it for the upsell waiting on this offer, the payment is
 * completed once (execute / capture) and `onOutcome` hears how it ended; the return parameters
 * are then taken out of the address. The code that completes it loads only when there is a return.
 */
import { useEffect, useRef, useState } from 'react';
import { AMAZON_RESULT_PARAMS } from '../../domain/wallets/amazon-return.ts';
import { PAYPAL_RETURN_PARAMS, withoutParams } from '../../domain/wallets/paypal-return.ts';
import { statsInfo } from '../../runtime/stats-info.ts';
import type { UpsellReturnOutcome } from '../../payments/upsell-confirm.ts';
import { hasUpsellReturn, waitingUpsell } from '../../payments/upsell-waiting.ts';

/** Removes the providers' return parameters from the address. */
export function cleanReturnParams(): void {
  const href = withoutParams(window.location.href, [...PAYPAL_RETURN_PARAMS, ...AMAZON_RESULT_PARAMS]);
  window.history.replaceState(window.history.state, '', href);
}

/** True while a return is being completed. */
export function useUpsellReturn(
  parentId: string | undefined,
  sfid: string,
  onOutcome: (outcome: UpsellReturnOutcome) => void,
): boolean {
  const [completing, setCompleting] = useState(false);
  const started = useRef(false);
  const report = useRef(onOutcome);
  report.current = onOutcome;
  useEffect(() => {
    if (!parentId || started.current) return;
    const query = new URLSearchParams(window.location.search);
    const waiting = waitingUpsell(parentId, sfid);
    if (!waiting || !hasUpsellReturn(query, waiting)) return;
    started.current = true;
    setCompleting(true);
    void import('../../payments/upsell-confirm.ts')
      .then(({ completeUpsellReturn }) => completeUpsellReturn(query, waiting, { statsInfo: statsInfo() }))
      .catch((error: unknown): UpsellReturnOutcome => ({ kind: 'failed', method: waiting.method, error }))
      .then((outcome) => {
        cleanReturnParams();
        setCompleting(false);
        report.current(outcome);
      });
  }, [parentId, sfid]);
  return completing;
}
