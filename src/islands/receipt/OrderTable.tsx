/** One order on the receipt: its lines, shipping, tax and total (R-ORD-8). */
import { centsOf, type ReceiptOrder } from '../../domain/upsell/receipt.ts';
import { formatUSD } from '../../domain/money.ts';

interface Props {
  order: ReceiptOrder;
  caption: string;
}

const usd = (amount: unknown) => formatUSD(centsOf(amount));

/** The order's table. */
export function OrderTable({ order, caption }: Props) {
  const items = order.orderItems ?? [];
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
        {items.map((item, i) => (
          <tr key={`${item.productId ?? ''}-${i}`}>
            <td>{item.productName}</td>
            <td className="num">{item.quantity}</td>
            <td className="num">{usd(item.totalPrice ?? item.productPrice)}</td>
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
