/**
 * The receipt (R-ORD-8): account details, the order with its lines and totals (and, for a
 * subscription, its next charge), every upsell and downsell bought after it, and the total charged. Without data (server render, hydration) every
 * value is a placeholder in the same places, so filling it in moves little.
 */
import { longDate } from '../../domain/dates.ts';
import { formatUSD } from '../../domain/money.ts';
import { nextCharge } from '../../domain/upsell/next-charge.ts';
import { accountLines, grandTotalCents, type ReceiptData, type ReceiptOrder } from '../../domain/upsell/receipt.ts';
import type { ReceiptCatalogue } from '../../domain/upsell/receipt-lines.ts';
import { OrderTable } from './OrderTable.tsx';
import { useShownEmail } from './use-shown-email.ts';

const PLACEHOLDER = '—';

function paymentText(o: ReceiptOrder | undefined): string {
  if (!o?.paymentMethod) return PLACEHOLDER;
  return o.cardLast4 ? `${o.paymentMethod} (${o.cardBrand ?? 'card'} ending ${o.cardLast4})` : o.paymentMethod;
}

function dateText(iso: string | undefined): string {
  const d = iso ? new Date(iso) : undefined;
  return d && !Number.isNaN(d.getTime()) ? longDate(d) : PLACEHOLDER;
}

/**
 * An email address that may wrap only after its "@": each side is kept whole (a hyphen would
 * otherwise be a break), with a break opportunity between them. An internationalised domain,
 * kept and sent in ASCII, is printed in Unicode as the shopper typed it.
 */
const Email = ({ address: kept }: { address: string }) => {
  const address = useShownEmail(kept);
  const at = address.indexOf('@') + 1;
  return (
    <>
      <span className="receipt__nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="receipt__nowrap">{address.slice(at)}</span>
    </>
  );
};

const Row = ({ label, value, email }: { label: string; value: string | undefined; email?: boolean }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value?.trim() ? email ? <Email address={value} /> : value : PLACEHOLDER}</dd>
  </div>
);

/** The receipt, or its placeholders when `data` is null. */
export function ReceiptView({ data, catalogue }: { data: ReceiptData | null; catalogue: ReceiptCatalogue }) {
  const account = accountLines(data?.account);
  const order = data?.order;
  const next = order && nextCharge(order);
  const upsells = data?.upsells ?? [];
  return (
    <div className="receipt">
      <section className="card receipt__section" aria-labelledby="receipt-account">
        <h2 id="receipt-account">Account details</h2>
        <dl className="receipt__list">
          <Row label="Name" value={account.name} />
          <Row label="Email" value={data?.account?.email} email />
          <Row label="Phone" value={data?.account?.phone} />
          <Row label="Shipping address" value={account.address} />
        </dl>
      </section>

      <section className="card receipt__section" aria-labelledby="receipt-order">
        <h2 id="receipt-order">Your order</h2>
        <dl className="receipt__list">
          <Row label="Order number" value={order?.name ?? order?.id} />
          <Row label="Date" value={dateText(order?.date)} />
          <Row label="Payment method" value={paymentText(order)} />
        </dl>
        {order ? (
          <OrderTable order={order} caption="Items in your order" catalogue={catalogue} />
        ) : (
          <p className="receipt__empty">Your items will appear here.</p>
        )}
        {next && <p className="receipt__next">{`Next charge: ${formatUSD(next.cents)} on ${longDate(next.date)}`}</p>}
      </section>

      <section className="card receipt__section" aria-labelledby="receipt-upsells">
        <h2 id="receipt-upsells">Added after checkout</h2>
        {upsells.length === 0 ? (
          <p className="receipt__empty">No additional items.</p>
        ) : (
          upsells.map((u) => (
            <div key={u.id} className="receipt__upsell">
              <h3>
                {u.orderType === 'Downsell' ? 'Special offer' : 'One-time offer'}: order {u.name ?? u.id}
              </h3>
              <OrderTable order={u} caption={`Items in order ${u.name ?? u.id}`} catalogue={catalogue} />
            </div>
          ))
        )}
      </section>

      <p className="card receipt__grand">
        Total charged <strong>{data ? formatUSD(grandTotalCents(data)) : PLACEHOLDER}</strong>
      </p>
    </div>
  );
}
