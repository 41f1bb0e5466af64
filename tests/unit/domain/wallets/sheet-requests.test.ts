import { describe, expect, test } from 'vitest';
import { applePayRequest, googlePaymentDataRequest } from '../../../../src/domain/wallets/sheet-requests.ts';

describe('payment sheet requests', () => {
  test('R-PAY-6: Google Pay asks for email, phone and a shipping address, with an estimated total', () => {
    const request = googlePaymentDataRequest({
      merchantId: 'M1',
      merchantName: 'Ikaria Beauty',
      total: 75.95,
      currencyCode: 'USD',
      countryCode: 'US',
      shippingCountries: ['US', 'CA'],
    });
    expect(request).toMatchObject({
      apiVersion: 2,
      emailRequired: true,
      shippingAddressRequired: true,
      shippingAddressParameters: { allowedCountryCodes: ['US', 'CA'], phoneNumberRequired: true },
      transactionInfo: { totalPriceStatus: 'ESTIMATED', totalPrice: '75.95', currencyCode: 'USD' },
      merchantInfo: { merchantId: 'M1', merchantName: 'Ikaria Beauty' },
    });
    expect(request.allowedPaymentMethods[0]?.tokenizationSpecification.type).toBe('PAYMENT_GATEWAY');
  });

  test('R-PAY-6: Apple Pay asks for the contact fields the order needs, with a pending total', () => {
    expect(
      applePayRequest({
        label: 'Ikaria Beauty',
        total: 9,
        currencyCode: 'USD',
        countryCode: 'US',
        shippingCountries: ['US'],
      }),
    ).toMatchObject({
      total: { label: 'Ikaria Beauty', amount: '9.00', type: 'pending' },
      requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'],
      supportedCountries: ['US'],
    });
  });
});
