/**
 * The payment-sheet requests of Google Pay (API v2) and Apple Pay (version 3) for a wallet cart
 * (R-PAY-6). Tax is added by the server after the address is known, so the total is an estimate
 * ('ESTIMATED' / 'pending') and the sheet asks for the email, phone and shipping address the
 * guest order needs.
 */
import { decimalAmount, toCents } from '../money.ts';

/** Dollars as the sheets take them: 19.99 → '19.99'. */
const money = (dollars: number) => decimalAmount(toCents(dollars));

/** Cards Google Pay may pay with, tokenized for the payment gateway. */
export function googlePayCardMethod(gatewayMerchantId: string) {
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL', phoneNumberRequired: true },
    },
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'example', gatewayMerchantId },
    },
  };
}

/** R-PAY-6: the isReadyToPay request. */
export function googleIsReadyToPayRequest(gatewayMerchantId: string) {
  return { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [googlePayCardMethod(gatewayMerchantId)] };
}

/** R-PAY-6: the loadPaymentData request for an estimated total. */
export function googlePaymentDataRequest(o: {
  merchantId: string;
  merchantName: string;
  total: number;
  currencyCode: string;
  countryCode: string;
  shippingCountries: readonly string[];
}) {
  return {
    ...googleIsReadyToPayRequest(o.merchantId),
    merchantInfo: { merchantId: o.merchantId, merchantName: o.merchantName },
    transactionInfo: {
      totalPriceStatus: 'ESTIMATED',
      totalPrice: money(o.total),
      currencyCode: o.currencyCode,
      countryCode: o.countryCode,
    },
    emailRequired: true,
    shippingAddressRequired: true,
    shippingAddressParameters: { allowedCountryCodes: [...o.shippingCountries], phoneNumberRequired: true },
  };
}

/** R-PAY-6: the Apple Pay payment request for an estimated total. */
export function applePayRequest(o: {
  label: string;
  total: number;
  currencyCode: string;
  countryCode: string;
  shippingCountries: readonly string[];
}) {
  return {
    countryCode: o.countryCode,
    currencyCode: o.currencyCode,
    supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
    merchantCapabilities: ['supports3DS'],
    total: { label: o.label, amount: money(o.total), type: 'pending' as const },
    requiredBillingContactFields: ['postalAddress', 'name'],
    requiredShippingContactFields: ['postalAddress', 'name', 'email', 'phone'],
    supportedCountries: [...o.shippingCountries],
  };
}
