import { describe, expect, test } from 'vitest';
import {
  customerFromAccount,
  customerFromAmazon,
  customerFromApplePay,
  customerFromGooglePay,
  splitName,
} from '../../../../src/domain/wallets/customer.ts';

const seattle = { Address: '410 Terry Ave N', City: 'Seattle', State: 'WA', ZipPostal: '98109', Country: 'US' };

describe('wallet customers', () => {
  test('splitName: first word, then the rest; one word serves as both', () => {
    expect(splitName(' Mary Ann  Smith ')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });

  test('R-PAY-3: Amazon customer info becomes contact, billing and shipping; the phone is cleaned (R-VAL-1)', () => {
    expect(
      customerFromAmazon({ email: 'a@example.com', phone: '(206) 555-0147', name: 'Alex Amazon', address: seattle }),
    ).toEqual({
      contact: { email: 'a@example.com', firstName: 'Alex', lastName: 'Amazon', phone: '206 5550147' },
      billingAddress: seattle,
      shippingAddress: seattle,
    });
  });

  test('R-PAY-3: an order needs an email, a name, a phone and an address; a blank field is a missing one', () => {
    const info = { email: 'a@example.com', phone: '(206) 555-0147', name: 'Alex Amazon', address: seattle };
    expect(customerFromAmazon({ ...info, email: '' })).toBeNull();
    expect(customerFromAmazon({ ...info, email: '   ' })).toBeNull();
    expect(customerFromAmazon({ ...info, name: '' })).toBeNull();
    expect(customerFromAmazon({ ...info, phone: '' })).toBeNull();
    expect(customerFromAmazon({ ...info, address: { ...seattle, City: ' ' } })).toBeNull();
  });

  test('R-PAY-6: Google Pay payment data: email, shipping name and phone, both addresses', () => {
    const address = {
      name: 'Grace Pay',
      address1: '1600 Amphitheatre Pkwy',
      address2: 'Bldg 4',
      locality: 'Mountain View',
      administrativeArea: 'CA',
      postalCode: '94043',
      countryCode: 'us',
      phoneNumber: '+1 650-555-0100',
    };
    const customer = customerFromGooglePay({
      email: 'g@example.com',
      shippingAddress: address,
      paymentMethodData: { info: { billingAddress: address } },
    });
    expect(customer?.contact).toEqual({
      email: 'g@example.com',
      firstName: 'Grace',
      lastName: 'Pay',
      phone: '1 6505550100',
    });
    expect(customer?.shippingAddress).toEqual({
      Address: '1600 Amphitheatre Pkwy',
      Apartment: 'Bldg 4',
      City: 'Mountain View',
      State: 'CA',
      ZipPostal: '94043',
      Country: 'US',
    });
    expect(customerFromGooglePay({ paymentMethodData: {} })).toBeNull();
  });

  test('R-PAY-6: Google Pay: the shipping name and phone come first; without a shipping address, the billing ones', () => {
    const billing = {
      name: 'Grace Billing',
      address1: '1 Main St',
      locality: 'Austin',
      administrativeArea: 'TX',
      postalCode: '73301',
      countryCode: 'US',
      phoneNumber: '512-555-0101',
    };
    const shipping = { ...billing, name: 'Grace Shipping', phoneNumber: '512-555-0202' };
    const both = customerFromGooglePay({
      email: 'g@example.com',
      shippingAddress: shipping,
      paymentMethodData: { info: { billingAddress: billing } },
    });
    expect(both?.contact).toMatchObject({ lastName: 'Shipping', phone: '5125550202' });
    const billingOnly = customerFromGooglePay({
      email: 'g@example.com',
      paymentMethodData: { info: { billingAddress: billing } },
    });
    expect(billingOnly).toEqual({
      contact: { email: 'g@example.com', firstName: 'Grace', lastName: 'Billing', phone: '5125550101' },
      // No second address line: the address has no Apartment, not an empty one.
      billingAddress: { Address: '1 Main St', City: 'Austin', State: 'TX', ZipPostal: '73301', Country: 'US' },
    });
  });

  test('R-PAY-6: Apple Pay contacts: names from the shipping contact, billing from the billing contact', () => {
    const contact = {
      givenName: 'Tim',
      familyName: 'Applebee',
      emailAddress: 't@example.com',
      phoneNumber: '(408) 555-0199',
      addressLines: ['1 Apple Park Way', 'Suite 2'],
      locality: 'Cupertino',
      administrativeArea: 'CA',
      postalCode: '95014',
      countryCode: 'US',
    };
    const customer = customerFromApplePay({
      shippingContact: contact,
      billingContact: { ...contact, emailAddress: undefined },
    });
    expect(customer?.contact).toEqual({
      email: 't@example.com',
      firstName: 'Tim',
      lastName: 'Applebee',
      phone: '408 5550199',
    });
    expect(customer?.billingAddress).toMatchObject({
      Address: '1 Apple Park Way',
      Apartment: 'Suite 2',
      City: 'Cupertino',
    });
    expect(customerFromApplePay({ shippingContact: { ...contact, postalCode: '' } })).toBeNull();
    // A shipping contact without a name, email or phone, and no billing contact: no customer.
    const nameless = {
      ...contact,
      givenName: undefined,
      familyName: undefined,
      emailAddress: undefined,
      phoneNumber: undefined,
    };
    expect(customerFromApplePay({ shippingContact: nameless })).toBeNull();
  });

  test('R-PAY-6: Apple Pay: the shipping contact’s name and phone come first, else the billing contact’s', () => {
    const billing = {
      givenName: 'Timothy',
      familyName: 'Billing',
      emailAddress: 'b@example.com',
      phoneNumber: '(408) 555-0111',
      addressLines: ['1 Apple Park Way'],
      locality: 'Cupertino',
      administrativeArea: 'CA',
      postalCode: '95014',
      countryCode: 'US',
    };
    const shipping = {
      ...billing,
      givenName: 'Tim',
      familyName: 'Shipping',
      emailAddress: 's@example.com',
      phoneNumber: '(408) 555-0222',
    };
    expect(customerFromApplePay({ shippingContact: shipping, billingContact: billing })?.contact).toEqual({
      email: 's@example.com',
      firstName: 'Tim',
      lastName: 'Shipping',
      phone: '408 5550222',
    });
    const billingOnly = customerFromApplePay({ billingContact: billing });
    expect(billingOnly).toEqual({
      contact: { email: 'b@example.com', firstName: 'Timothy', lastName: 'Billing', phone: '408 5550111' },
      billingAddress: {
        Address: '1 Apple Park Way',
        City: 'Cupertino',
        State: 'CA',
        ZipPostal: '95014',
        Country: 'US',
      },
    });
  });

  test("R-PAY-2: PayPal uses the form's details; incomplete details give null", () => {
    const account = {
      firstName: 'Paula',
      lastName: 'Pal',
      email: 'p@example.com',
      phone: '555-010-2030',
      street: '12 Harbor Way',
      city: 'Wilmington',
      state: 'DE',
      zipPostalCode: '19801',
      country: 'US',
    };
    expect(customerFromAccount(account)).toEqual({
      contact: { email: 'p@example.com', firstName: 'Paula', lastName: 'Pal', phone: '5550102030' },
      billingAddress: { Address: '12 Harbor Way', City: 'Wilmington', State: 'DE', ZipPostal: '19801', Country: 'US' },
    });
    expect(customerFromAccount({ ...account, city: '' })).toBeNull();
    expect(customerFromAccount(undefined)).toBeNull();
  });
});
