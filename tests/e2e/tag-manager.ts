/**
 * Google Tag Manager as a double (tests/fixtures/tag-manager/gtm.js) served at gtm.js's real URL,
 * and what reached it: the containers the page loaded and, in order, every event the container
 * received, as its Google Analytics hits carried them.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const GTM = /^https:\/\/www\.googletagmanager\.com\/gtm\.js\?/;
const COLLECT = /^https:\/\/www\.google-analytics\.com\/g\/collect\?/;
const double = readFileSync(new URL('../fixtures/tag-manager/gtm.js', import.meta.url), 'utf8');

/** What reached the tag manager on a page (and the pages after it). */
export interface TagManagerLog {
  /** The container ids gtm.js was requested for. */
  containers: string[];
  /** The events the container received. */
  events: Record<string, unknown>[];
}

/** Serves the double for every gtm.js request of the page and records what reaches it. */
export async function serveTagManagerDouble(page: Page): Promise<TagManagerLog> {
  const log: TagManagerLog = { containers: [], events: [] };
  page.on('request', (r) => {
    if (GTM.test(r.url())) log.containers.push(new URL(r.url()).searchParams.get('id') ?? '');
    if (COLLECT.test(r.url())) log.events.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
  });
  await page.route(GTM, (route) => route.fulfill({ contentType: 'application/javascript', body: double }));
  await page.route(COLLECT, (route) => route.fulfill({ status: 204 }));
  return log;
}
