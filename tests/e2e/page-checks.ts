/** What a page must not show: console errors, CSP violations, layout shift, axe violations. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Collects console errors, page errors and CSP violations of a Playwright page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text()))
      problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Console problems, without the wallet providers' scripts failing to load offline (no name server, or no network at all). */
export function pageProblems(problems: string[]): string[] {
  return problems.filter((p) => !/Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED)/.test(p));
}

/** What the init script keeps on the page: the shifts summed, and a way to read the ones not yet reported. */
interface ShiftRecord {
  __layoutShift: { value: number; sources: string[] };
  __takeLayoutShifts: () => void;
}

/** Starts summing the page's layout shifts (CLS without recent input) before its scripts run. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as ShiftRecord;
    w.__layoutShift = { value: 0, sources: [] };
    const add = (entries: Shift[]) => {
      for (const entry of entries) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift.value += entry.value;
        for (const s of entry.sources) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          w.__layoutShift.sources.push(
            `${entry.value.toFixed(4)} ${el?.tagName ?? '?'}.${el?.className ?? ''} y ${s.previousRect.y} → ${s.currentRect.y}, h ${s.previousRect.height} → ${s.currentRect.height}`,
          );
        }
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries() as Shift[]));
    observer.observe({ type: 'layout-shift', buffered: true });
    w.__takeLayoutShifts = () => add(observer.takeRecords() as Shift[]);
  });
}

/**
 * The page has drawn what it has: its fonts and (eager) images loaded, then two more frames, so
 * what it did last is laid out and any shift of it recorded.
 */
export async function drawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const loading = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.all(
      loading.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
    for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
  });
}

/**
 * The layout shift summed so far, and what moved, once the page has drawn what it has (`drawn`):
 * the entries not yet reported are taken from the observer, not waited for.
 */
export async function layoutShift(page: Page): Promise<{ value: number; sources: string[] }> {
  await drawn(page);
  return page.evaluate(() => {
    const w = window as unknown as ShiftRecord;
    w.__takeLayoutShifts();
    return w.__layoutShift;
  });
}

/** What axe-core finds on the page as it is now, one line a rule: its id and the elements. */
export async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
