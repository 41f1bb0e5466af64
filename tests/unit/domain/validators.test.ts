import { describe, expect, test } from 'vitest';
import {
  asciiEmail,
  atMost,
  caPostalCode,
  email,
  formatCaPostalCode,
  max,
  maxLength,
  min,
  minLength,
  pattern,
  postalCodeRules,
  required,
  stateRules,
  usZip,
  validate,
} from '../../../src/domain/validators.ts';

describe('R-VAL-3: generic validators', () => {
  test('R-VAL-3: required names the missing field and rejects blanks', () => {
    expect(required('email address')('')).toBe('Enter your email address');
    expect(required('first name')('   ')).toBe('Enter your first name');
    expect(required('first name')('Ann')).toBeNull();
  });

  test.each(['name@example.com', 'first.last+tag@mail.co.uk', ' jo@ex.io '])('R-VAL-3: email accepts %j', (value) =>
    expect(email(value)).toBeNull(),
  );
  test.each(['name', 'name@', 'name@example', 'a b@example.com', 'a@@example.com', 'a@example.c'])(
    'R-VAL-3: email rejects %j',
    (value) => expect(email(value)).toBe('Enter a valid email address, like name@example.com'),
  );

  test('R-VAL-3: an email address with letters the API cannot take before the @ is told so, in words', () => {
    expect(email('josé@example.com')).toBe(
      "Use only the letters a to z, digits and . _ ' + - before the @ of your email address",
    );
  });
  test('R-VAL-3: a mistake in the domain of an email address is told as such, not as letters before the @', () => {
    expect(email('ada@bücher .de')).toBe('Enter a valid email address, like name@example.com');
    expect(email('ada@ex ample.com')).toBe('Enter a valid email address, like name@example.com');
  });
  test.each(['example.com', 'bücher.de'])(
    'R-VAL-3: an email address typed without its name and @ (%j) is refused',
    (value) => expect(email(value)).toBe('Enter a valid email address, like name@example.com'),
  );
  test('R-VAL-3: an email address of 254 characters is accepted, one of 255 is too long', () => {
    const at254 = `${'a'.repeat(242)}@example.com`;
    expect(email(at254)).toBeNull();
    expect(email(`a${at254}`)).toBe('Your email address can be at most 254 characters');
  });
  test('R-VAL-3: an address at a Unicode domain is sent in ASCII, even with a one-letter name', () => {
    expect(email('a@bücher.de')).toBeNull();
    expect(asciiEmail('a@bücher.de')).toBe('a@xn--bcher-kva.de');
  });
  test('R-VAL-3: an address whose domain is ASCII already is sent as typed, only trimmed, whatever is before the @', () => {
    expect(asciiEmail(' Ada@Example.COM ')).toBe('Ada@Example.COM');
    expect(asciiEmail('Zoë@Example.COM')).toBe('Zoë@Example.COM');
  });

  test('R-VAL-3: minLength and maxLength count trimmed characters', () => {
    expect(minLength(5)('abcd')).toBe('Must be at least 5 characters');
    expect(minLength(5)(' abcd ')).toBe('Must be at least 5 characters');
    expect(minLength(5)(' abcde ')).toBeNull();
    expect(maxLength(3)('abcd')).toBe('Must be 3 characters or fewer');
    expect(maxLength(3)('abc')).toBeNull();
    expect(maxLength(3)(' abc ')).toBeNull();
  });
  test('R-VAL-3: a field at its limit with a space typed after it is not too long', () => {
    expect(atMost('Your city', 4)('Rome ')).toBeNull();
    expect(atMost('Your city', 4)('Paris')).toBe('Your city can be at most 4 characters');
  });

  test('R-VAL-3: min and max compare numbers and refuse non-numbers', () => {
    expect(min(1)('0')).toBe('Must be 1 or more');
    expect(min(1)('1')).toBeNull();
    expect(min(1)(' 5 ')).toBeNull();
    expect(max(10)('10.5')).toBe('Must be 10 or less');
    expect(max(10)('10')).toBeNull();
    expect(max(20)('10.25')).toBeNull();
    expect(max(10)('-3')).toBeNull();
    expect(min(1)('two')).toBe('Enter a number');
    expect(max(1)('1e3')).toBe('Enter a number');
  });

  test('R-VAL-3: pattern must match the whole value, spaces around it aside', () => {
    const digits = pattern(/\d+/g, 'Digits only');
    expect(digits('123')).toBeNull();
    expect(digits('123')).toBeNull(); // a global flag must not make the rule stateful
    expect(digits(' 123 ')).toBeNull();
    expect(digits('12a')).toBe('Digits only');
  });

  test('R-VAL-3: only required objects to an empty value', () => {
    for (const rule of [email, minLength(5), maxLength(1), min(1), max(0), pattern(/x/, 'x')]) {
      expect(rule('')).toBeNull();
    }
  });

  test('R-VAL-3: validate returns the first problem in rule order', () => {
    const rules = [required('email address'), email, maxLength(12)];
    expect(validate('', rules)).toBe('Enter your email address');
    expect(validate('nope', rules)).toBe('Enter a valid email address, like name@example.com');
    expect(validate('someone@example.com', rules)).toBe('Must be 12 characters or fewer');
    expect(validate('jo@ex.io', rules)).toBeNull();
    expect(validate('anything', [])).toBeNull();
  });
});

describe('R-VAL-3: checkout fields', () => {
  test.each(['12345', '12345-6789', '123456789'])('US ZIP accepts %j', (zip) => {
    expect(usZip(zip)).toBeNull();
  });
  test.each(['1234', '123456', '12345-678', 'ABCDE'])('US ZIP rejects %j', (zip) => {
    expect(usZip(zip)).toBe('Enter a valid ZIP code, like 12345 or 12345-6789');
  });
  test.each(['K1A 0B1', 'k1a0b1', 'M5V 3L9'])('Canadian postal code accepts %j', (code) => {
    expect(caPostalCode(code)).toBeNull();
  });
  test.each(['K1A-0B1', '12345', 'D1A 0B1', 'K1A 0O1', 'K1A  0B1'])('Canadian postal code rejects %j', (code) =>
    expect(caPostalCode(code)).toBe('Enter a valid postal code, like A1A 1A1'),
  );
  test('the postal code rules follow the country', () => {
    expect(validate('', postalCodeRules('US'))).toBe('Enter your ZIP code');
    expect(validate('K1A 0B1', postalCodeRules('US'))).not.toBeNull();
    expect(validate('K1A 0B1', postalCodeRules('ca'))).toBeNull();
    expect(validate('', postalCodeRules('CA'))).toBe('Enter your postal code');
    expect(validate('SW1A 1AA', postalCodeRules('GB'))).toBeNull();
  });
  test('a US ZIP or a Canadian postal code is checked in its format, whatever the case and spaces of the country code', () => {
    expect(validate('12345', postalCodeRules('CA'))).toBe('Enter a valid postal code, like A1A 1A1');
    expect(validate('12345', postalCodeRules(' ca '))).toBe('Enter a valid postal code, like A1A 1A1');
    expect(validate('K1A 0B1', postalCodeRules(' us '))).toBe('Enter a valid ZIP code, like 12345 or 12345-6789');
  });
  test('a country without a format of its own still needs a postal code, of at most 20 characters', () => {
    expect(validate('', postalCodeRules('GB'))).toBe('Enter your postal code');
    expect(validate('x'.repeat(20), postalCodeRules('GB'))).toBeNull();
    expect(validate('x'.repeat(21), postalCodeRules('GB'))).toBe('Your postal code can be at most 20 characters');
  });
  test('a state is required for the US and a province for Canada, from their lists', () => {
    expect(validate('', stateRules('US'))).toBe('Select your state');
    expect(validate('ny', stateRules('US'))).toBeNull();
    expect(validate(' ny ', stateRules('US'))).toBeNull();
    expect(validate('ON', stateRules('US'))).toBe('Select a state from the list');
    expect(validate('', stateRules('CA'))).toBe('Select your province or territory');
    expect(validate('ON', stateRules('CA'))).toBeNull();
    expect(validate('constructor', stateRules('US'))).toBe('Select a state from the list');
    expect(stateRules('GB')).toEqual([]);
  });
  test('Canadian postal codes are written with capitals and one space', () => {
    expect(formatCaPostalCode('k1a0b1')).toBe('K1A 0B1');
    expect(formatCaPostalCode(' m5v  3l9 ')).toBe('M5V 3L9');
    expect(formatCaPostalCode('123')).toBe('123');
    expect(formatCaPostalCode(' k1a 0b ')).toBe('k1a 0b'); // not six characters: left as typed, without the spaces around it
  });
});
