/**
 * Helpers of the upsell, receipt and preview flows: a paid parent order placed through the
 * sandbox API the way the order form places it, the funnel state the order form saves, and a
 * private server (own sandbox, own faults) for tests that inject failures or need another build.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../../scripts/start.ts';

const root = resolve(import.meta.dirname, '..', '..');

/** The §3 order as the sandbox returns it (the fields these tests read). */
export interface SandboxOrder {
  id: string;
  accountId: string;
  name: string;
  total: number;
  tax: number;
  orderType: string;
  parrentUpsellOrderId: string | null;
  paymentOptionId: string | null;
  orderItems: { productName: string; totalPrice: number }[];
  [key: string]: unknown;
}

/**
 * The shopper of a test; a unique email makes a new customer. Base 36 keeps long digit runs out
 * of the address: the state layer drops any 13+ digit run as a possible card number.
 */
export function shopper(tag: string) {
  const email = `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
  return {
    contact: { email, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' },
    account: {
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      phone: '2065550100',
      country: 'US',
      state: 'TX',
      city: 'Austin',
      street: '1 Main St',
      zipPostalCode: '78701',
    },
  };
}

/** R-ORD-1: a paid card order through POST /proxy/api/orders/createguest (XSRF cookie first). */
export async function placeParentOrder(request: APIRequestContext, who: ReturnType<typeof shopper>) {
  await request.get('/__sandbox/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await request.post('/proxy/api/orders/createguest', {
    headers: { 'X-XSRF-TOKEN': xsrf, 'X-Brand': 'IkariaBeauty' },
    data: {
      contact: who.contact,
      billingAddress: { Address: '1 Main St', City: 'Austin', State: 'TX', ZipPostal: '78701', Country: 'US' },
      orderItems: [{ productId: 'AgelessBeautyBalm', units: 3, quantity: 1 }],
      bumpOfferIds: [],
      paymentMethod: 'Credit Card',
      card: { number: '4111 1111 1111 1111', expMonth: 12, expYear: 2031, cvv: '123', nameOnCard: 'Ann Lee' },
      orderSource: 'Funnel',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SandboxOrder;
}

/**
 * R-ORD-4: the funnel state the order form saves after the first order (orderDetails with the
 * order and the offers to come, accountDetails, navParams), written once per tab before the
 * page's scripts run.
 */
export async function seedFunnelState(page: Page, order: SandboxOrder, account: Record<string, string>) {
  const state = {
    savedAt: new Date().toISOString(),
    orderDetails: {
      order,
      paymentMethod: 'Credit Card',
      upsells: ['OFF-UP-ELIXIR', 'OFF-DOWN-ELIXIR', 'OFF-UP-TEA', 'OFF-DOWN-TEA'],
    },
    accountDetails: account,
    navParams: { upsellIndex: 0, paymentMethod: 'Credit Card' },
    taxData: { isValid: true },
  };
  await page.addInitScript((json) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    localStorage.setItem('state', json);
  }, JSON.stringify(state));
}

/** The orders of one account the sandbox holds. */
export async function ordersOf(request: APIRequestContext, accountId: string): Promise<SandboxOrder[]> {
  // A kept-alive socket the server has just closed resets the first try; one retry covers it.
  const res = await request.get('/__sandbox/api/orders').catch(() => request.get('/__sandbox/api/orders'));
  const all = (await res.json()) as SandboxOrder[];
  return all.filter((o) => o.accountId === accountId);
}

/** The saved funnel state of the page. */
export async function savedState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? '{}') as Record<string, unknown>);
}

/** The first upsell page of AGELESS01 (step 6). */
export const FIRST_UPSELL = '/upsell-elixir?uid=AGELESS01&step=6';

/** Builds the site with `env` into `outDir`; `reuse` skips the build when the directory holds one. */
export function buildInto(outDir: string, env: Record<string, string>, reuse = false): string {
  if (reuse && existsSync(join(outDir, 'index.html'))) return outDir;
  const astro = join(root, 'node_modules', '.bin', 'astro');
  const run = spawnSync(astro, ['build'], {
    cwd: root,
    env: { ...process.env, ...env, OUT_DIR: outDir },
    stdio: 'pipe',
  });
  if (run.status !== 0) throw new Error(`astro build failed: ${run.stderr.toString()}`);
  return outDir;
}

/** A private server for one spec file: its own sandbox database and faults. */
export async function privateServer(port: number, distDir = process.env.E2E_DIST ?? join(root, 'dist')) {
  const server: RunningServer = await startServer({
    distDir,
    port,
    host: '127.0.0.1',
    dbPath: join(root, 'sandbox', '.data', `e2e-${port}.sqlite`),
    reset: true,
  });
  return server;
}

/** Starts summing the page's layout shifts (CLS without recent input) before its scripts run. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as { __layoutShift: { value: number; sources: string[] } };
    w.__layoutShift = { value: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift.value += entry.value;
        for (const s of entry.sources) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          w.__layoutShift.sources.push(
            `${entry.value.toFixed(4)} ${el?.tagName ?? '?'}.${el?.className ?? ''} y ${s.previousRect.y} → ${s.currentRect.y}, h ${s.previousRect.height} → ${s.currentRect.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far, and what moved. */
export async function layoutShift(page: Page): Promise<{ value: number; sources: string[] }> {
  return page.evaluate(
    () => (window as unknown as { __layoutShift: { value: number; sources: string[] } }).__layoutShift,
  );
}
