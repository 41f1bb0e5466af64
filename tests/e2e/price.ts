/**
 * A private server whose sandbox prices from a copy of the manifest, so a spec can change a price
 * under the running site as a marketer's edit under `npm start` does: the built pages keep the
 * price they were built with (as a CDN's would), the API charges the new one.
 */
import { test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { usePrivateServer } from './server.ts';

/** What a spec does with the sandbox's prices. */
export interface Repricing {
  /** Raises every bundle price of the Skin Renew Elixir (RENEW01's product) by `dollars`. */
  raiseElixirPrices(dollars: number): void;
  /** Raises every add-on's offer price (the upsell and downsell pages) by `dollars`. */
  raiseOfferPrices(dollars: number): void;
}

/** `price: 177.00` (or `offerPrice: 29.00`) raised by `dollars` in `text`. */
const raised = (text: string, key: string, dollars: number) =>
  text.replace(
    new RegExp(`\\b${key}: (\\d+\\.\\d\\d)`, 'g'),
    (_, p: string) => `${key}: ${(Number(p) + dollars).toFixed(2)}`,
  );

/** This spec file's private server on `port`, over a copy of campaigns/ set back after each test. */
export function useRepricedServer(port: number): Repricing {
  // The sandbox follows CAMPAIGNS_DIR (sandbox/catalogue.ts); its copy is set while the server starts.
  const campaigns = mkdtempSync(join(tmpdir(), 'repriced-'));
  cpSync(resolve(import.meta.dirname, '../../campaigns'), campaigns, { recursive: true });
  const productsFile = join(campaigns, 'products.yaml');
  const offersFile = join(campaigns, 'offers.yaml');
  const original = readFileSync(productsFile, 'utf8');
  const originalOffers = readFileSync(offersFile, 'utf8');
  const before = process.env.CAMPAIGNS_DIR;
  process.env.CAMPAIGNS_DIR = campaigns;
  usePrivateServer(port, { timeout: 120_000 });
  test.beforeAll(() => {
    if (before === undefined) delete process.env.CAMPAIGNS_DIR;
    else process.env.CAMPAIGNS_DIR = before;
  });
  test.afterEach(() => {
    writeFileSync(productsFile, original);
    writeFileSync(offersFile, originalOffers);
  });
  test.afterAll(() => rmSync(campaigns, { recursive: true, force: true }));
  return {
    raiseElixirPrices(dollars) {
      const text = readFileSync(productsFile, 'utf8');
      const start = text.indexOf('- id: SkinRenewElixir');
      const end = text.indexOf('\n- id:', start + 1);
      writeFileSync(
        productsFile,
        text.slice(0, start) + raised(text.slice(start, end), 'price', dollars) + text.slice(end),
      );
    },
    raiseOfferPrices(dollars) {
      writeFileSync(offersFile, raised(readFileSync(offersFile, 'utf8'), 'offerPrice', dollars));
    },
  };
}
