/** One order on the receipt: its lines (product, package, subscription terms), shipping, tax and total (R-ORD-8). */
import { centsOf, type ReceiptOrder } from '../../domain/upsell/receipt.ts';
import { receiptLines, type ReceiptCatalogue } from '../../domain/upsell/receipt-lines.ts';
import { formatUSD } from '../../domain/money.ts';

interface Props {
  order: ReceiptOrder;
  caption: string;
  catalogue: ReceiptCatalogue;
}

const usd = (amount: unknown) => formatUSD(centsOf(amount));

/** The order's table. */
export function OrderTable({ order, caption, catalogue }: Props) {
  return (
    <table className="receipt__items">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="num">
            Qty
          </th>
          <th scope="col" className="num">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {receiptLines(order, catalogue).map((line, i) => (
          <tr key={i}>
            <td>
              <span className="receipt__product">{line.name}</span>
              {line.pack && <span className="receipt__detail">{line.pack}</span>}
              {line.terms && <span className="receipt__detail">{line.terms}</span>}
            </td>
            <td className="num">{line.quantity}</td>
            <td className="num">{formatUSD(line.priceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {centsOf(order.discount) > 0 && (
          <tr>
            <th scope="row" colSpan={2}>
              Discount
            </th>
            <td className="num">−{usd(order.discount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" colSpan={2}>
            Shipping
          </th>
          <td className="num">{usd(order.orderShippingCost)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            Tax
          </th>
          <td className="num">{usd(order.tax)}</td>
        </tr>
        <tr className="receipt__total">
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td className="num">{usd(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
