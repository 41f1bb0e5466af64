/**
 * The page's analytics bus: every runtime event (appScreenView, stats events, purchase) is
 * dispatched as a `funnel:event` DOM event and, when the tag manager is on, pushed to the
 * data layer (R-SES-8).
 */
import { TAG_MANAGER_ENABLED } from 'astro:env/client';

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
  if (TAG_MANAGER_ENABLED) (window.dataLayer ??= []).push(event);
}
