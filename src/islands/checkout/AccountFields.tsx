/**
 * The shopper's account part of the form: contact (with the lead notice by the email, R-SES-8),
 * shipping address (with the message of a quote that failed) and "Remember me on this
 * device" (R-ORD-4).
 */
import type { ReactNode } from 'react';
import { AddressFields } from './AddressFields.tsx';
import type { FormBinding } from './binding.ts';
import { ContactFields } from './ContactFields.tsx';
import { RememberMe } from './RememberMe.tsx';

interface Props {
  form: FormBinding;
  /** The message of a quote that failed, shown by the address. */
  quoteProblem?: ReactNode;
  leadNotice: string | undefined;
  remember: { checked: boolean; onChange: (checked: boolean) => void };
}

/** Contact, shipping address and the remember-me box. */
export function AccountFields({ form, quoteProblem, leadNotice, remember }: Props) {
  return (
    <>
      <ContactFields form={form} leadNotice={leadNotice} />
      <AddressFields form={form} problem={quoteProblem} />
      <RememberMe prefix={form.prefix} checked={remember.checked} onChange={remember.onChange} />
    </>
  );
}
