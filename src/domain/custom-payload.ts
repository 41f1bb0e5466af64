/** R-SES-4: a stats event's custom payload goes in two halves, customPayLoad1 and customPayLoad2. */

/** Splits a custom payload in two halves; the first gets the extra character of an odd length. */
export function splitCustomPayload(payload: unknown): { customPayLoad1: string; customPayLoad2: string } {
  if (payload === undefined || payload === null) return { customPayLoad1: '', customPayLoad2: '' };
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const half = Math.ceil(text.length / 2);
  return { customPayLoad1: text.slice(0, half), customPayLoad2: text.slice(half) };
}
