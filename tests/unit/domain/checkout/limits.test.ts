/**
 * The form and the API share one set of limits (src/wire/limits.ts): what the order form passes,
 * the API's own schema takes, so nothing the shopper typed is refused at payment in code words.
 * The property test prints its seed; FC_SEED=<seed> replays a run.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cartLine } from '../../../../src/domain/checkout/cart.ts';
import { type CheckoutValues } from '../../../../src/domain/checkout/fields.ts';
import { allErrors, emptyValues, onStepOne } from '../../../../src/domain/checkout/form.ts';
import { orderFailure } from '../../../../src/domain/checkout/order-failure.ts';
import { cardOrderPayload } from '../../../../src/domain/checkout/order-payload.ts';
import { unicodeEmail } from '../../../../src/domain/email-display.ts';
import { SOMETHING_WENT_WRONG } from '../../../../src/domain/messages.ts';
import { asciiEmail, EMAIL_LOCAL_PART, INVALID_EMAIL } from '../../../../src/domain/validators.ts';
import { guestOrderRequest } from '../../../../src/wire/orders.ts';
import { typed } from '../../state/checkout-doubles.ts';
import { balm } from './fixtures.ts';

const now = new Date(2026, 5, 15);
const ada: CheckoutValues = { ...emptyValues('US'), ...typed, expYear: '2030' };
const payload = (v: CheckoutValues) => cardOrderPayload(v, { line: cartLine(balm, 3), bumpOfferIds: [] });
const apiRefusal = (v: CheckoutValues) =>
  guestOrderRequest.safeParse(payload(v)).error?.issues.map((i) => i.path.join('.'));

describe('R-VAL-3: every limit the API applies is checked in its field at step 1, in its own words', () => {
  const cases: [keyof CheckoutValues, number, string][] = [
    ['firstName', 100, 'Your first name can be at most 100 characters'],
    ['lastName', 100, 'Your last name can be at most 100 characters'],
    ['street', 200, 'Your street address can be at most 200 characters'],
    ['apartment', 100, 'Your apartment, suite, etc. can be at most 100 characters'],
    ['city', 100, 'Your city can be at most 100 characters'],
    ['nameOnCard', 100, 'The name on the card can be at most 100 characters'],
  ];
  test.each(cases)('%s: %i characters pass, one more is refused by the form as by the API', (field, max, message) => {
    const at = { ...ada, [field]: 'é'.repeat(max) };
    expect(allErrors(at, now)).toEqual({});
    expect(apiRefusal(at)).toBeUndefined();
    const over = { ...ada, [field]: `${'é'.repeat(max)}x` };
    expect(allErrors(over, now)).toEqual({ [field]: message });
    expect(apiRefusal(over)).not.toBeUndefined();
    if (field !== 'nameOnCard') expect(onStepOne(field)).toBe(true);
  });

  test('an email with letters the API cannot take before the "@" is refused at step 1, saying which', () => {
    expect(allErrors({ ...ada, email: 'josé@example.com' }, now)).toEqual({ email: EMAIL_LOCAL_PART });
    expect(allErrors({ ...ada, email: 'a b@example.com' }, now)).toEqual({ email: INVALID_EMAIL });
    expect(allErrors({ ...ada, email: `${'a'.repeat(250)}@example.com` }, now)).toEqual({
      email: 'Your email address can be at most 254 characters',
    });
  });

  test('an email with an internationalised domain is accepted everywhere: sent in ASCII, printed in Unicode', () => {
    for (const [typed, sent] of [
      ['ada@exämple.com', 'ada@xn--exmple-cua.com'],
      ['ada@xn--exmple-cua.com', 'ada@xn--exmple-cua.com'],
      ['ada@пример.рф', 'ada@xn--e1afmkfd.xn--p1ai'],
      ['Ada@Bücher.DE', 'Ada@xn--bcher-kva.de'],
    ]) {
      const v = { ...ada, email: typed! };
      expect(allErrors(v, now), typed).toEqual({});
      expect(payload(v).contact.email).toBe(sent);
      expect(apiRefusal(v), typed).toBeUndefined();
      expect(asciiEmail(typed!)).toBe(sent);
    }
    expect(unicodeEmail('ada@xn--exmple-cua.com')).toBe('ada@exämple.com');
    expect(unicodeEmail('ada@xn--e1afmkfd.xn--p1ai')).toBe('ada@пример.рф');
    expect(unicodeEmail('ada@example.com')).toBe('ada@example.com');
  });

  test('a phone of 10 to 15 digits spaced out past the API’s 25 characters is refused at step 1', () => {
    const spaced = '1 2 3 4 5 6 7 8 9 0 1 2 3 4 5';
    expect(allErrors({ ...ada, phone: spaced }, now)).toHaveProperty('phone');
    expect(allErrors({ ...ada, phone: '+1 555 010 2030 44' }, now)).toEqual({});
  });
});

describe('R-VAL-3: what the form passes, the API takes (property)', () => {
  const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
  /** Text near and past the limits, in any script (emoji and accents count as the API counts them). */
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: 'binary', minLength: 90, maxLength: 110 }),
    fc.string({ unit: 'grapheme-ascii', minLength: 190, maxLength: 260 }),
    fc.constantFrom('', ' ', 'Zoë', "O'Brien", 'Ana-María 💖', '🏠'.repeat(51)),
  );
  const domain = fc.constantFrom(
    'example.com',
    'exämple.com',
    'пример.рф',
    'xn--p1ai',
    'a.b',
    'ex ample.com',
    'ex_ample.com',
  );
  const local = fc.oneof(
    fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
    fc.constantFrom('ada', 'josé', 'a.b', '.a', 'a..b'),
  );
  const email = fc.oneof(
    fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
    text,
  );
  const phone = fc.oneof(text, fc.constantFrom('5550102030', '1 2 3 4 5 6 7 8 9 0 1 2 3 4 5', '+44 20 7946 0958'));
  const field = <T>(arb: fc.Arbitrary<T>, valid: T) => fc.oneof({ weight: 3, arbitrary: fc.constant(valid) }, arb);

  test(`no values the form passes are refused by the API's schema (seed ${seed})`, () => {
    console.log(`limits property: seed ${seed} (FC_SEED=${seed} replays it)`);
    fc.assert(
      fc.property(
        fc.record({
          email: field(email, ada.email),
          phone: field(phone, ada.phone),
          firstName: field(text, ada.firstName),
          lastName: field(text, ada.lastName),
          street: field(text, ada.street),
          apartment: field(text, ''),
          city: field(text, ada.city),
          zipPostalCode: field(text, ada.zipPostalCode),
          nameOnCard: field(text, ada.nameOnCard),
        }),
        (typed) => {
          const v = { ...ada, ...typed };
          if (Object.keys(allErrors(v, now)).length === 0) expect(apiRefusal(v)).toBeUndefined();
        },
      ),
      { seed, numRuns: 2000 },
    );
  });
});

describe('R-VAL-2: a field the API refuses is shown next to it in its words, never as a path', () => {
  test('each of the payload’s contact, address and card paths is a field of the form', () => {
    expect(orderFailure({ status: 400, error: 'contact.firstName: at most 100 characters' })).toEqual({
      kind: 'field',
      field: 'firstName',
      message: 'Your first name can be at most 100 characters',
    });
    expect(
      orderFailure({
        status: 400,
        error: 'billingAddress.Apartment: at most 100 characters; shippingAddress.Apartment: at most 100 characters',
      }),
    ).toEqual({
      kind: 'field',
      field: 'apartment',
      message: 'Your apartment, suite, etc. can be at most 100 characters',
    });
    expect(orderFailure({ status: 400, error: 'contact.lastName: required' })).toMatchObject({
      field: 'lastName',
      message: 'Enter your last name',
    });
    expect(orderFailure({ status: 400, error: 'card.nameOnCard: at most 100 characters' })).toMatchObject({
      field: 'nameOnCard',
    });
  });

  test('a path the form has no field for is not shown: the shopper reads a plain sentence', () => {
    const failure = orderFailure({ status: 400, error: 'orderItems.0.units: Too big: expected number to be <=12' });
    expect(failure).toEqual({ kind: 'other', message: SOMETHING_WENT_WRONG });
  });
});
