import { expect, test } from 'vitest';
import { splitCustomPayload } from '../../../src/domain/custom-payload.ts';

test('R-SES-4: a custom payload goes in two halves, the first taking the odd character', () => {
  expect(splitCustomPayload('abcd')).toEqual({ customPayLoad1: 'ab', customPayLoad2: 'cd' });
  expect(splitCustomPayload('abcde')).toEqual({ customPayLoad1: 'abc', customPayLoad2: 'de' });
  expect(splitCustomPayload({ metric: 'LCP' })).toEqual({
    customPayLoad1: '{"metric',
    customPayLoad2: '":"LCP"}',
  });
  expect(splitCustomPayload(7)).toEqual({ customPayLoad1: '7', customPayLoad2: '' });
  for (const none of [undefined, null])
    expect(splitCustomPayload(none)).toEqual({ customPayLoad1: '', customPayLoad2: '' });
  expect(splitCustomPayload('')).toEqual({ customPayLoad1: '', customPayLoad2: '' });
});
