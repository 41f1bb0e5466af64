/**
 * R-QP-3, R-QP-4: the shopper's return to the upsell page from PayPal's approval or Amazon's
 * confirmation. Only while an upsell waits on this offer (upsell-waiting.ts: from agree until its
 * return is handled) does the code that reads and completes a return load, at once; when the
 * address carries the return, the payment is completed once (execute / capture), the return
 * parameters are taken out of the address and `onOutcome` hears how it ended (null: the address
 * carried no return). Its calls carry the parent purchase's key (`purchaseId`).
 */
import { useEffect, useRef, useState } from 'react';
import { statsInfo } from '../../runtime/stats-info.ts';
import type { UpsellReturnOutcome } from '../../payments/upsell-confirm.ts';
import { waitingUpsell } from '../../payments/upsell-waiting.ts';

/** True while a return may be, or is being, completed. */
export function useUpsellReturn(
  parentId: string | undefined,
  sfid: string,
  onOutcome: (outcome: UpsellReturnOutcome | null) => void,
  purchaseId?: string,
): boolean {
  const [completing, setCompleting] = useState(false);
  const started = useRef(false);
  const report = useRef(onOutcome);
  report.current = onOutcome;
  useEffect(() => {
    if (!parentId || started.current) return;
    const waiting = waitingUpsell(parentId, sfid);
    if (!waiting) return;
    started.current = true;
    // Agree waits until the page knows whether this is the return, so it cannot confirm twice.
    setCompleting(true);
    const query = new URLSearchParams(window.location.search);
    void import('../../payments/upsell-confirm.ts')
      .then(({ finishUpsellReturn }) => finishUpsellReturn(query, waiting, { statsInfo: statsInfo(), purchaseId }))
      .catch((error: unknown): UpsellReturnOutcome => ({ kind: 'failed', method: waiting.method, error }))
      .then((outcome) => {
        setCompleting(false);
        report.current(outcome);
      });
  }, [parentId, sfid, purchaseId]);
  return completing;
}
