/**
 * The page's analytics bus: every runtime event (appScreenView, stats events, purchase) is
 * dispatched as a `funnel:event` DOM event and, when the tag manager is on, pushed to the
 * data layer (R-SES-8). The setting (astro:env's TAG_MANAGER_ENABLED) reaches the runtime as the
 * page's `data-tag-manager` attribute (layouts/Base.astro): imported here, Astro's settings
 * module, with every island's settings in it, would be in the script every page loads.
 */

export interface FunnelEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Emits one event to listeners and the tag-manager data layer. */
export function emit(event: FunnelEvent): void {
  window.dispatchEvent(new CustomEvent<FunnelEvent>('funnel:event', { detail: event }));
  if (document.documentElement.hasAttribute('data-tag-manager')) (window.dataLayer ??= []).push(event);
}
