/**
 * Minimal types of what the storefront calls in Amazon's legacy Login and Pay with Amazon
 * widgets script (Widgets.js): `amazon.Login` and `OffAmazonPayments` (button, address book,
 * wallet and consent widgets, confirmation flow), and the two ready callbacks it calls.
 */

/** An Amazon widget or button error. */
export interface AmazonWidgetError {
  getErrorCode(): string;
  getErrorMessage(): string;
}

/** The response of `amazon.Login.authorize` with a callback (popup mode). */
export interface AmazonAuthorizeResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

/** `amazon.Login`. */
export interface AmazonLogin {
  setClientId(clientId: string): void;
  setSandboxMode(sandbox: boolean): void;
  setUseCookie?(useCookie: boolean): void;
  authorize(
    options: { scope: string; popup: boolean; state?: string; response_type?: string },
    next: string | ((response: AmazonAuthorizeResponse) => void),
  ): unknown;
  logout(): void;
}

interface WidgetOptions {
  sellerId: string;
  design?: { designMode?: string; size?: { width?: string; height?: string } };
  onError?: (error: AmazonWidgetError) => void;
}

/** The object a widget is built on. */
export interface AmazonWidget {
  bind(containerId: string): void;
}

/** An order reference or billing agreement handed to the address book callbacks. */
export interface AmazonReference {
  getAmazonOrderReferenceId?(): string;
  getAmazonBillingAgreementId?(): string;
}

/** `OffAmazonPayments`. */
export interface OffAmazonPayments {
  Button(
    containerId: string,
    sellerId: string,
    options: {
      type: string;
      color: string;
      size: string;
      language?: string;
      authorization: () => void;
      onError?: (error: AmazonWidgetError) => void;
    },
  ): void;
  Widgets: {
    AddressBook: new (
      options: WidgetOptions & {
        agreementType?: 'OrderReference' | 'BillingAgreement';
        onOrderReferenceCreate?: (ref: AmazonReference) => void;
        onBillingAgreementCreate?: (ref: AmazonReference) => void;
        onAddressSelect?: (ref: AmazonReference) => void;
        onReady?: (ref: AmazonReference) => void;
      },
    ) => AmazonWidget;
    Wallet: new (
      options: WidgetOptions & {
        amazonOrderReferenceId?: string;
        amazonBillingAgreementId?: string;
        agreementType?: 'OrderReference' | 'BillingAgreement';
        onPaymentSelect?: (ref: AmazonReference) => void;
        onReady?: (ref: AmazonReference) => void;
      },
    ) => AmazonWidget;
    Consent: new (
      options: WidgetOptions & {
        amazonBillingAgreementId: string;
        onReady?: (status: { getConsentStatus(): string }) => void;
        onConsent?: (status: { getConsentStatus(): string }) => void;
      },
    ) => AmazonWidget;
  };
  initConfirmationFlow(
    sellerId: string,
    orderReferenceId: string,
    callback: (flow: { success(): void; error(): void }) => void,
  ): void;
}

declare global {
  interface Window {
    amazon?: { Login: AmazonLogin };
    OffAmazonPayments?: OffAmazonPayments;
    onAmazonLoginReady?: () => void;
    onAmazonPaymentsReady?: () => void;
  }
}
