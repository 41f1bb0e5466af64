/** R-SES-8: the leads recorded on this device (session and email keys, domain/checkout/lead.ts), kept by clean(). */
import * as z from 'zod/mini';
import { withRecordedLead } from '../domain/checkout/lead.ts';
import { LEADS_KEY } from './keys.ts';
import { persistedAtom } from './persisted.ts';

/** Keys of the leads recorded so far. */
export const recordedLeads = persistedAtom(LEADS_KEY, z.array(z.string()), []);

/** Notes a lead as recorded. */
export function addRecordedLead(key: string): void {
  recordedLeads.set(withRecordedLead(recordedLeads.get(), key));
}

/** Forgets a lead whose recording failed, so that the next pause tries again. */
export function removeRecordedLead(key: string): void {
  recordedLeads.set(recordedLeads.get().filter((k) => k !== key));
}
