/**
 * What real shoppers feel on each page: its Largest Contentful Paint, Interaction to Next Paint
 * and Cumulative Layout Shift, measured by the `web-vitals` library (this module is its one
 * adapter) and sent as stats events through the outbox (stats.ts): eventType 'Web Vitals', the
 * custom payload `{ metric, value, kind }` (milliseconds for LCP and INP, a score for CLS; the
 * page's kind is its template), read by the split-test report (domain/report/web-vitals.ts). The
 * library reports each metric as the page is hidden (LCP at the first input), from the browser's
 * buffered entries, so it loads late without missing what came before.
 */
import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals';
import { WEB_VITALS_EVENT, type WebVitalName } from '../domain/web-vitals.ts';
import { funnelData } from './page-data.ts';
import { sendStats } from './stats.ts';

/** Sends each of this page's three metrics once the library reports it. */
export function reportWebVitals(): void {
  const kind = funnelData()?.page.template ?? 'none';
  const send = (metric: MetricType) => {
    const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
    sendStats(WEB_VITALS_EVENT, { customPayLoad: { metric: metric.name as WebVitalName, value, kind } });
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}
