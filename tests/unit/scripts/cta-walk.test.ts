import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deadEndLine, internalPath, walkCallsToAction, writtenControls } from '../../../scripts/cta-walk.ts';
import type { MainFunnel } from '../../../src/domain/funnel/types.ts';
import { funnel, step, variant } from '../domain/funnel/fixtures.ts';

/** A built site in a temporary folder: site path → file text. */
function site(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'cta-walk-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

/** A page carrying funnel data for `template` in funnel F (its steps `mf`). */
function funnelPage(path: string, template: string, mf: MainFunnel, body = ''): string {
  const data = {
    page: { path, pageName: null, template, funnel: 'F', shortCode: null, product: null, offer: null },
    config: { funnels: { F: mf }, destinations: [] },
    shortcuts: { home: 'home', vsl: 'vsl', survey: 'survey', offerselector: 'os', ordersuccess: 'thanks' },
    brand: 'B',
    genericUrls: '',
  };
  return `<html><body>${body}<script type="application/json" id="funnel-data">${JSON.stringify(data)}</script></body></html>`;
}

describe('the walk over every call to action of the built site', () => {
  test('links and form actions that lead to no file are named with their page; others pass', () => {
    const dist = site({
      'index.html': [
        '<a href="/survey">Discover your <strong>routine</strong></a>',
        '<a href="/gone?uid=F">Gone</a>',
        '<a href="#products">Shop</a> <a href="mailto:x@y.z">Mail</a> <a href="https://elsewhere.example/x">Out</a>',
        '<a href="/images/a.svg">Image</a> <a href="cms/faq">FAQ</a> <a aria-label="Close" href="/nope"><svg></svg></a>',
        '<form aria-label="Search" action="/search" method="get"></form>',
      ].join('\n'),
      'survey.html': '<a href="/">Home</a>',
      'images/a.svg': '<svg/>',
      'cms/faq.html': '<a href="https://offer.example/missing">Live link</a>',
    });
    expect(walkCallsToAction(dist, ['https://offer.example']).map(deadEndLine)).toEqual([
      '/cms/faq: link "Live link" → https://offer.example/missing',
      '/: link "Gone" → /gone?uid=F',
      '/: link "Close" → /nope',
      '/: form "Search" action → /search',
    ]);
  });

  test('R-FLOW-1, R-FLOW-5: a survey whose funnel finds no next step leaves "See my results" at Page not found', () => {
    const noQuiz = funnel([step(1, 'Landing', { variants: [variant('home')] }), step(2, 'OrderForm')]);
    const dist = site({ 'survey.html': funnelPage('survey', 'survey', noQuiz), 'home.html': '' });
    expect(walkCallsToAction(dist).map(deadEndLine)).toEqual([
      `/survey: "See my results" on Mobile → nothing: 'Page not found'`,
      `/survey: "See my results" on Desktop → nothing: 'Page not found'`,
    ]);
  });

  test('R-FLOW-1, R-VAR-2: the runtime targets of every split-test variant must exist', () => {
    const mf = funnel([
      step(1, 'Survey', { variants: [variant('survey')] }),
      step(2, 'OfferSelector', {
        splitTestEnabled: true,
        splitTesting: [{ sfid: 'ST' }],
        variants: [variant('pick-a', { percentage: 50 }), variant('pick-b', { default: false, percentage: 50 })],
      }),
    ]);
    const dist = site({ 'survey.html': funnelPage('survey', 'survey', mf), 'pick-a.html': '' });
    expect(walkCallsToAction(dist).map(deadEndLine)).toEqual([
      '/survey: "See my results" on Mobile → /pick-b',
      '/survey: "See my results" on Desktop → /pick-b',
    ]);
  });

  test('a call to action with no funnel step keeps its written href: only that href is checked', () => {
    const mf = funnel([step(1, 'Landing', { variants: [variant('elsewhere')] })]);
    const body = '<a href="/offer" data-funnel-action="next">Get it</a>';
    const dist = site({ 'pl1.html': funnelPage('pl1', 'advertorial', mf, body), 'offer.html': '' });
    expect(walkCallsToAction(dist)).toEqual([]);
  });

  test('controls are named as a shopper reads them', () => {
    expect(writtenControls('<a class="x" href="/a">  Buy\n <em>now</em> </a>')).toEqual([
      { control: 'link "Buy now"', target: '/a' },
    ]);
    expect(internalPath('/a?b=1#c', '/x')).toBe('/a');
    expect(internalPath('https://elsewhere.example/a', '/x')).toBeUndefined();
  });
});
