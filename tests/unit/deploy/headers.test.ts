import { expect, test } from 'vitest';
import { headersFor, parseHeaders } from '../../../deploy/rules/headers.ts';

const rules = parseHeaders(`# comment
/*
  Cache-Control: no-cache
  X-Frame-Options: DENY

/_astro/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
/images/*
  Link: </a.css>; rel=preload
/images/*
  Link: </b.css>; rel=preload
`);

test('every matching rule applies in order; ! detaches an earlier value', () => {
  expect(headersFor(rules, '/SecureCart')).toEqual({ 'cache-control': 'no-cache', 'x-frame-options': 'DENY' });
  expect(headersFor(rules, '/_astro/app.js')).toEqual({
    'cache-control': 'public, max-age=31536000, immutable',
    'x-frame-options': 'DENY',
  });
});

test('values of one header from several rules are joined', () => {
  expect(headersFor(rules, '/images/a.svg').link).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
});
