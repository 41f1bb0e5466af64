import { describe, expect, test } from 'vitest';
import {
  AFFILIATE_INFO_KEY,
  affiliateParameters,
  hasAnyAffiliateValue,
  shouldSendAffiliateInfo,
} from '../../../src/domain/affiliate.ts';

const LANDING = 'https://shop.example.com/os221230a_ap?affid=A1&offid=OF2&subid1=s1&subid5=s5';
const REFERRER = 'https://news.example.net/story';

describe('R-AFF-1: affiliate parameters', () => {
  test('R-AFF-1: every value from its query parameter, salesFunnel = offId', () => {
    const query = new URL(LANDING).searchParams;
    expect(affiliateParameters(query, REFERRER, LANDING)).toEqual({
      referralUrl: REFERRER,
      landingUrl: LANDING,
      salesFunnel: 'OF2',
      affId: 'A1',
      offId: 'OF2',
      subId1: 's1',
      subId2: '',
      subId3: '',
      subId4: '',
      subId5: 's5',
    });
  });
  test("R-AFF-1: salesFunnel is 'Funnel' without an offId", () => {
    const params = affiliateParameters(new URLSearchParams('affid=A1&offid=%20'), '', 'https://x/');
    expect(params.salesFunnel).toBe('Funnel');
    expect(params.offId).toBe('');
  });
  test('R-AFF-1: no query gives empty values', () => {
    const params = affiliateParameters(new URLSearchParams(), '', 'https://x/');
    expect(params).toMatchObject({ affId: '', offId: '', subId3: '', salesFunnel: 'Funnel', referralUrl: '' });
  });
  test('R-AFF-1: parameter names are the lower-case ones of the spec', () => {
    expect(affiliateParameters(new URLSearchParams('affId=A1&AFFID=A2'), '', '').affId).toBe('');
  });
});

describe('R-AFF-2: when to call the server again', () => {
  test("R-AFF-2: stored under 'affiliateInfo'", () => {
    expect(AFFILIATE_INFO_KEY).toBe('affiliateInfo');
  });
  test('R-AFF-2: any non-empty value counts; URLs and salesFunnel do not', () => {
    expect(hasAnyAffiliateValue({ subId4: 'x' })).toBe(true);
    expect(hasAnyAffiliateValue({ affId: '', offId: '  ', subId1: undefined })).toBe(false);
    const none = affiliateParameters(new URLSearchParams(), REFERRER, LANDING);
    expect(hasAnyAffiliateValue(none)).toBe(false);
  });
  test('R-AFF-2: nothing stored yet → store and send', () => {
    expect(shouldSendAffiliateInfo(false, {})).toBe(true);
  });
  test('R-AFF-2: already stored → send only when a value is non-empty', () => {
    expect(shouldSendAffiliateInfo(true, {})).toBe(false);
    expect(shouldSendAffiliateInfo(true, { affId: 'A9' })).toBe(true);
  });
});
