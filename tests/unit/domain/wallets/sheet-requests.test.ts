import { describe, expect, test } from 'vitest';
import {
  applePayRequest,
  googleIsReadyToPayRequest,
  googlePaymentDataRequest,
} from '../../../../src/domain/wallets/sheet-requests.ts';

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

  test('R-PAY-6: Google Pay is asked for the four card networks, a full billing address with phone, and a gateway token', () => {
    const card = {
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
        billingAddressRequired: true,
        billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
      },
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'example', gatewayMerchantId: 'M1' },
      },
    };
    expect(googleIsReadyToPayRequest('M1')).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [card],
    });
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
    ).toEqual({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Ikaria Beauty', amount: '9.00', type: 'pending' },
      requiredBillingContactFields: ['postalAddress', 'name'],
      requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'],
      supportedCountries: ['US'],
    });
  });
});
