/**
 * Lead capture (R-SES-8, R-CON-1): once a shopper has typed a valid email and paused for
 * LEAD_CREATION_DELAY_MS, one lead is recorded per session and email (with the name and phone
 * when given), so that marketers can follow up a checkout left unfinished.
 */
import { cleanPhone, isValidPhone } from '../phone.ts';
import { LEAD_CREATION_DELAY_MS } from '../session.ts';
import { asciiEmail, email, required, validate } from '../validators.ts';
import type { AddressValues, ContactValues } from './fields.ts';

/** The notice shown by the email field once the lead is recorded. */
export const LEAD_NOTICE = "We saved your place: we may email you if you don't finish.";

/** How many recorded leads are remembered (the oldest are forgotten first). */
export const MAX_RECORDED_LEADS = 20;

/**
 * A short fingerprint of a text (cyrb53, base 36): the recorded leads are kept on the device, so
 * they name the email by it, never the email itself (R-ORD-4: the contact is kept only where said).
 */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The key of a lead: its session and its email's fingerprint, case and spaces aside. */
export const leadKey = (sessionId: string, address: string): string =>
  `${sessionId} ${fingerprint(address.trim().toLowerCase())}`;

/** What decides whether a lead is due. */
export interface LeadCheck {
  email: string;
  sessionId: string;
  /** How long the email has stayed as it is, in ms. */
  pausedMs: number;
  /** Keys (leadKey) of the leads recorded so far. */
  recorded: readonly string[];
}

/** True when the email is valid, has stayed unchanged for the lead delay, and has no lead in this session yet. */
export function isLeadDue({ email: address, sessionId, pausedMs, recorded }: LeadCheck): boolean {
  return (
    pausedMs >= LEAD_CREATION_DELAY_MS &&
    sessionId !== '' &&
    validate(address, [required('email address'), email]) === null &&
    !recorded.includes(leadKey(sessionId, address))
  );
}

/** The shopper's details a lead carries: the email, and the name and phone when given. */
export interface LeadDetails {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/** The lead's details from the form; a phone that is not a valid number yet is left out (R-VAL-1 cleaning). */
export function leadDetails(v: ContactValues & Pick<AddressValues, 'firstName' | 'lastName'>): LeadDetails {
  const out: LeadDetails = { email: asciiEmail(v.email) };
  if (v.firstName.trim()) out.firstName = v.firstName.trim();
  if (v.lastName.trim()) out.lastName = v.lastName.trim();
  if (isValidPhone(v.phone)) out.phone = cleanPhone(v.phone).replace(/\s/g, ''); // the lead call takes digits only
  return out;
}

/** The recorded keys with `key` added (once), keeping the latest MAX_RECORDED_LEADS; keys of old that held an email go. */
export function withRecordedLead(recorded: readonly string[], key: string): string[] {
  return [...recorded.filter((k) => k !== key && !k.includes('@')), key].slice(-MAX_RECORDED_LEADS);
}
