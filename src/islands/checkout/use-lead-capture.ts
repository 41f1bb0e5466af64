/**
 * R-SES-8, R-CON-1: once the shopper has typed a valid email and left it unchanged for
 * LEAD_CREATION_DELAY_MS, a lead is recorded (record-lead.ts); the notice for the email field is
 * returned once it is. An email the form starts with (kept or remembered) is not typed: it waits
 * for the shopper to change it.
 */
import { useEffect, useRef, useState } from 'react';
import type { AccountValues } from '../../domain/checkout/account.ts';
import { LEAD_NOTICE } from '../../domain/checkout/lead.ts';
import { LEAD_CREATION_DELAY_MS } from '../../domain/session.ts';
import { recordLeadIfDue } from './record-lead.ts';

/** The lead notice, once a lead was recorded; `ready` once the form holds what it starts from. */
export function useLeadCapture(ready: boolean, account: AccountValues): string | undefined {
  const [notice, setNotice] = useState<string | undefined>();
  const latest = useRef(account);
  latest.current = account;
  const startingEmail = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (startingEmail.current === null) startingEmail.current = account.email;
    if (account.email === startingEmail.current) return;
    startingEmail.current = ''; // typed: from now on every pause counts
    const typedAt = Date.now();
    const timer = setTimeout(() => {
      void recordLeadIfDue(latest.current, Date.now() - typedAt).then((recorded) => {
        if (recorded) setNotice(LEAD_NOTICE);
      });
    }, LEAD_CREATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, account.email]);

  return notice;
}
