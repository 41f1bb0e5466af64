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

/** What axe-core finds on the page as it is now, one line a rule: its id and the elements. */
export async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
