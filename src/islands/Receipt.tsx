/**
 * The order-success island (R-ORD-8, R-SES-7, R-ORD-5): shows the receipt from the funnel state,
 * keeps it as a session snapshot, cleans the funnel state so a new visit starts fresh, and sends
 * the purchase events once (a reload shows the snapshot and sends nothing again). Once it shows,
 * the funnel has ended and back navigation works again (R-NAV-4). Without an order: the §8
 * message, and nothing that says an order was placed: the page's thank-you head (the template's
 * children) shows only while there is, or may be, a receipt. `?preview=OrderSuccess` in a preview
 * build shows the sample receipt, loaded then with its banner (preview-mode.ts).
 */
import { PREVIEW_BUILD } from 'astro:env/client';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ORDER_INFO_MISSING } from '../domain/messages/receipt.ts';
import { previewKind, PREVIEW_PARAM } from '../domain/preview.ts';
import type { ReceiptData } from '../domain/upsell/receipt.ts';
import type { ReceiptCatalogue } from '../domain/upsell/receipt-lines.ts';
import { endFunnel } from '../runtime/back-lock.ts';
import { clean, funnelState } from '../state/funnel-state.ts';
import { sendPurchaseEvents } from './receipt/purchase-events.ts';
import { ReceiptView } from './receipt/ReceiptView.tsx';
import { readSnapshot, receiptFromState, writeSnapshot } from './receipt/snapshot.ts';
import { Notice } from './upsell/Notice.tsx';
import { useHydrated } from './use-hydrated.ts';
import './receipt/receipt.css';
import './upsell/preview-banner.css';

interface Props {
  /** Where a shopper without an order goes. */
  homeHref: string;
  /** The catalogue's product names and subscription discounts (the order may name a sales headline). */
  catalogue: ReceiptCatalogue;
  /** The thank-you head: server-rendered, withdrawn when there is no order. */
  children?: ReactNode;
}

const NO_ORDER = 'No order to show';

type View = { kind: 'loading' } | { kind: 'missing' } | { kind: 'receipt'; data: ReceiptData; preview: boolean };

/** The preview banner, loaded in preview mode only. */
const PreviewBanner = lazy(() => import('./preview-mode.ts').then((m) => ({ default: m.PreviewBanner })));

/** The sample receipt of preview mode, loaded then (it says there is none if it cannot load). */
async function previewReceipt(): Promise<View> {
  try {
    return { kind: 'receipt', data: (await import('./preview-mode.ts')).PREVIEW_RECEIPT, preview: true };
  } catch {
    return { kind: 'missing' };
  }
}

/** Reads the receipt once after mount; sends and cleans as the header says. */
function loadReceipt(): View {
  const fromState = receiptFromState(funnelState.get());
  const snapshot = fromState ? { ...fromState, purchaseSent: false } : readSnapshot();
  if (!snapshot) return { kind: 'missing' };
  if (fromState) {
    writeSnapshot(snapshot);
    clean();
  }
  endFunnel();
  if (!snapshot.purchaseSent)
    void sendPurchaseEvents(snapshot).then(() => writeSnapshot({ ...snapshot, purchaseSent: true }));
  return { kind: 'receipt', data: snapshot, preview: false };
}

/** The island. */
export default function Receipt({ homeHref, catalogue, children }: Props) {
  const mounted = useHydrated();
  const [view, setView] = useState<View>({ kind: 'loading' });
  useEffect(() => {
    if (!mounted) return;
    const search = new URLSearchParams(window.location.search);
    if (previewKind(search.get(PREVIEW_PARAM), PREVIEW_BUILD) === 'OrderSuccess') void previewReceipt().then(setView);
    else setView(loadReceipt());
  }, [mounted]);

  useEffect(() => {
    if (view.kind === 'missing') document.title = NO_ORDER;
  }, [view.kind]);

  if (view.kind === 'missing')
    return (
      <div className="receipt__missing">
        <h1 className="receipt__none">{NO_ORDER}</h1>
        <Notice message={ORDER_INFO_MISSING} href={homeHref} linkText="Go to the home page" />
      </div>
    );
  return (
    <>
      {children}
      {view.kind === 'receipt' && view.preview && (
        <Suspense>
          <PreviewBanner />
        </Suspense>
      )}
      <ReceiptView data={view.kind === 'receipt' ? view.data : null} catalogue={catalogue} />
    </>
  );
}
