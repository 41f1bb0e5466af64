import { expect, test } from 'vitest';
import { funnelIds } from '../../../../src/domain/funnel/funnel-ids.ts';

test('R-CFG-2: a funnel answers to its uniqueIdentifier first, then its former ids', () => {
  expect(funnelIds({ uniqueIdentifier: 'RENEW02', aliases: ['RENEW01', 'RENEW00'] })).toEqual([
    'RENEW02',
    'RENEW01',
    'RENEW00',
  ]);
  expect(funnelIds({ uniqueIdentifier: 'AGELESS01' })).toEqual(['AGELESS01']);
});
