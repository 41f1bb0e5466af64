/**
 * The window check of a page that has one (domain/sale-window.ts), loaded only on such pages
 * (layouts/SaleWindow.astro), ahead of the runtime. Outside the window it takes the shopper on at
 * once and removes the page's funnel data, so the runtime, which runs next, starts nothing here
 * (no session, screen view or stats for a page the shopper never saw).
 */
import { leaveTo, type SaleWindow } from '../domain/sale-window.ts';

const data = document.getElementById('sale-window')?.textContent;
const to = data ? leaveTo(JSON.parse(data) as SaleWindow, Date.now(), window.location.search) : null;
if (to) {
  document.getElementById('funnel-data')?.remove();
  window.location.replace(to);
}
