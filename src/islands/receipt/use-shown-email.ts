/**
 * An email address as the shopper reads it: one whose domain is kept in ASCII (`xn--…`, as the
 * API takes it) is printed in Unicode, by code loaded only then (`domain/email-display.ts`); any
 * other address, at once, as it is.
 */
import { useEffect, useState } from 'react';

/** True when the domain has a label in the ASCII form of Unicode (`xn--…`), so printing it needs converting. */
const hasAsciiLabels = (address: string): boolean => /(^|[@.])xn--/i.test(address.slice(address.lastIndexOf('@')));

/** The address to print: `address`, or its Unicode form once converted. */
export function useShownEmail(address: string): string {
  const [unicode, setUnicode] = useState<{ of: string; shown: string }>();
  useEffect(() => {
    if (!hasAsciiLabels(address)) return;
    let current = true;
    void import('../../domain/email-display.ts').then(
      (m) => current && setUnicode({ of: address, shown: m.unicodeEmail(address) }),
      () => undefined, // without the converter the ASCII form is printed, which mail reaches all the same
    );
    return () => {
      current = false;
    };
  }, [address]);
  return unicode?.of === address ? unicode.shown : address;
}
