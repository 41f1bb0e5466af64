import { describe, expect, test } from 'vitest';
import { AFFILIATE_INFO_KEY, affiliateParameters, shouldSendAffiliateInfo } from '../../../src/domain/affiliate.ts';

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
    const query = new URLSearchParams('affid=a&offid=o&subid1=1&subid2=2&subid3=3&subid4=4&subid5=5');
    expect(affiliateParameters(query, '', '')).toMatchObject({
      affId: 'a',
      offId: 'o',
      subId1: '1',
      subId2: '2',
      subId3: '3',
      subId4: '4',
      subId5: '5',
    });
  });
});

describe('R-AFF-2: when to call the server again', () => {
  test('R-AFF-2: a stored value is read trimmed, and a stored value missing is empty', () => {
    expect(shouldSendAffiliateInfo({ affId: ' A1 ' }, { affId: 'A1' })).toBe(false);
    expect(shouldSendAffiliateInfo({ affId: 'A1' }, { affId: 'A1', subId3: 'S3' })).toBe(true);
  });
  test("R-AFF-2: stored under 'affiliateInfo'", () => {
    expect(AFFILIATE_INFO_KEY).toBe('affiliateInfo');
  });
  test('R-AFF-2: a value counts when non-empty; blank values, URLs and salesFunnel do not', () => {
    const stored = affiliateParameters(new URLSearchParams(), REFERRER, LANDING);
    expect(shouldSendAffiliateInfo(stored, { subId4: 'x' })).toBe(true);
    expect(shouldSendAffiliateInfo(stored, { affId: '', offId: '  ', subId1: undefined })).toBe(false);
    const elsewhere = affiliateParameters(new URLSearchParams('utm_source=fb'), 'https://a.example/', 'https://b/');
    expect(shouldSendAffiliateInfo(stored, elsewhere)).toBe(false);
  });
  test('R-AFF-2: nothing stored yet → store and send: this page is the landing', () => {
    expect(shouldSendAffiliateInfo(undefined, {})).toBe(true);
    expect(shouldSendAffiliateInfo(undefined, { affId: 'A1' })).toBe(true);
  });
  test('R-AFF-2: already stored and this URL carries no value → nothing sent', () => {
    const stored = affiliateParameters(new URL(LANDING).searchParams, REFERRER, LANDING);
    expect(shouldSendAffiliateInfo(stored, {})).toBe(false);
    expect(shouldSendAffiliateInfo(stored, { affId: ' ', subId2: '' })).toBe(false);
  });
  test('R-AFF-2: a later page that carries the stored values on keeps the landing (nothing sent)', () => {
    const stored = affiliateParameters(new URL(LANDING).searchParams, REFERRER, LANDING);
    const later = 'https://shop.example.com/survey?affid=A1&offid=OF2&subid1=s1&subid5=s5&sessionid=x&uid=U&step=3';
    expect(shouldSendAffiliateInfo(stored, affiliateParameters(new URL(later).searchParams, LANDING, later))).toBe(
      false,
    );
    // A link that dropped some values carries no new affiliate either.
    expect(shouldSendAffiliateInfo(stored, { affId: 'A1' })).toBe(false);
  });
  test('R-AFF-2: a value other than the stored one is a new affiliate link: a new landing, sent', () => {
    const stored = affiliateParameters(new URL(LANDING).searchParams, REFERRER, LANDING);
    expect(shouldSendAffiliateInfo(stored, { affId: 'A9' })).toBe(true);
    expect(shouldSendAffiliateInfo(stored, { affId: 'A1', subId2: 'new' })).toBe(true);
  });
});
