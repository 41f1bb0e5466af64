/**
 * Apple Pay merchant validation, simulated (R-PAY-6). ours: not in the spec; Apple Pay JS cannot
 * show its sheet without it. The storefront hands the `validationURL` of the session's
 * validatemerchant event to POST orders/applepaysession; a real server posts its merchant
 * identity certificate there and returns Apple's opaque merchant session, as this does in shape.
 */
import * as z from 'zod/mini';
import { badRequest } from '../problems.ts';

/** POST orders/applepaysession: the validation URL Apple gave the session, and the page's domain. */
export const applePaySessionRequest = z.object({
  validationURL: z.string().check(z.maxLength(2048)),
  domainName: z.optional(z.string().check(z.maxLength(253))),
  affParameters: z.optional(z.unknown()),
});

/** Apple's validation hosts end in apple.com and are reached over https. */
function appleHost(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && (u.hostname === 'apple.com' || u.hostname.endsWith('.apple.com'));
  } catch {
    return false;
  }
}

/** An opaque merchant session, valid for five minutes. */
export function merchantSession(validationURL: string, domainName: string | undefined, now: Date) {
  if (!appleHost(validationURL)) throw badRequest('validationURL: not an Apple Pay validation URL');
  const epochTimestamp = now.getTime();
  return {
    epochTimestamp,
    expiresAt: epochTimestamp + 5 * 60_000,
    merchantSessionIdentifier: `SSH${crypto.randomUUID().replaceAll('-', '').toUpperCase()}`,
    nonce: crypto.randomUUID().slice(0, 8),
    merchantIdentifier: 'SANDBOX.MERCHANT.ID',
    domainName: domainName ?? 'localhost',
    displayName: 'Sandbox merchant',
    signature: 'sandbox-signature',
  };
}
