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
