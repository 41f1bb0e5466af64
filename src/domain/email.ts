/**
 * An email address as the shopper types it and as the API takes it (`wire/limits.ts`): the domain
 * goes in its ASCII form, an internationalised one as `xn--` labels (what browsers' email fields
 * give already), so an address at `exämple.com` is accepted everywhere; it is printed back in
 * Unicode (`email-display.ts`). Pure: the browser's and Node's URL parser does the IDNA mapping.
 */

/** The address with its domain in ASCII (lower case when it had to be converted), trimmed. */
export function asciiEmail(value: string): string {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  const domain = text.slice(at + 1);
  if (at < 1 || /^[\x21-\x7e]*$/.test(domain)) return text;
  try {
    return `${text.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return text; // not a domain a browser could reach: the email rule says so
  }
}

/** True when the domain has a label in its ASCII form of Unicode (`xn--…`), so printing it needs converting. */
export const hasAsciiLabels = (address: string): boolean =>
  /(^|[@.])xn--/i.test(address.slice(address.lastIndexOf('@')));
