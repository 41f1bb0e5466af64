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
    const request = googleIsReadyToPayRequest('M1');
    expect([request.apiVersion, request.apiVersionMinor, request.allowedPaymentMethods.length]).toEqual([2, 0, 1]);
    const [card] = request.allowedPaymentMethods;
    expect(card?.type).toBe('CARD');
    expect(card?.parameters.allowedAuthMethods).toEqual(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
    expect(card?.parameters.allowedCardNetworks).toEqual(['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA']);
    expect(card?.parameters.billingAddressRequired).toBe(true);
    expect(card?.parameters.billingAddressParameters).toEqual({ format: 'FULL', phoneNumberRequired: true });
    expect(card?.tokenizationSpecification.parameters).toEqual({ gateway: 'example', gatewayMerchantId: 'M1' });
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
