/**
 * The shopper's account part of the form: contact (with the lead notice by the email, R-SES-8),
 * shipping address (with the address notice, R-VAL-2) and "Remember me on this device" (R-ORD-4).
 */
import { AddressFields } from './AddressFields.tsx';
import type { FormBinding } from './binding.ts';
import { ContactFields } from './ContactFields.tsx';
import { RememberMe } from './RememberMe.tsx';

interface Props {
  form: FormBinding;
  addressNotice: string | undefined;
  leadNotice: string | undefined;
  remember: { checked: boolean; onChange: (checked: boolean) => void };
}

/** Contact, shipping address and the remember-me box. */
export function AccountFields({ form, addressNotice, leadNotice, remember }: Props) {
  return (
    <>
      <ContactFields form={form} leadNotice={leadNotice} />
      <AddressFields form={form} notice={addressNotice} />
      <RememberMe prefix={form.prefix} checked={remember.checked} onChange={remember.onChange} />
    </>
  );
}
