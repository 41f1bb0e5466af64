/**
 * R-SES-8: records a lead (POST leads/create) when domain/checkout/lead.ts says one is due, with
 * the page's funnel and session (statsInfo; the pipeline adds the affiliate parameters). The key
 * is noted before the call, so two pauses never send two leads, and forgotten if the call fails.
 */
import { isLeadDue, leadDetails, leadKey } from '../../domain/checkout/lead.ts';
import type { AccountValues } from '../../domain/checkout/account.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { sessionId } from '../../runtime/session.ts';
import { statsInfo } from '../../runtime/stats-info.ts';
import { addRecordedLead, recordedLeads, removeRecordedLead } from '../../state/leads.ts';

/** Records the lead if due after `pausedMs` without a change to the email; true when one was recorded now. */
export async function recordLeadIfDue(values: AccountValues, pausedMs: number): Promise<boolean> {
  const session = sessionId();
  if (!isLeadDue({ email: values.email, sessionId: session, pausedMs, recorded: recordedLeads.get() })) return false;
  const key = leadKey(session, values.email);
  addRecordedLead(key);
  const saved = await api().createLead({ ...leadDetails(values), statsInfo: statsInfo() });
  if (!saved) removeRecordedLead(key);
  return saved;
}
