/** The floor's island: a handful of labelled inputs, a select, a total and a submit button. */
import { useState } from 'react';

const QUANTITIES = [1, 2, 3, 5];

export default function OrderForm({ unitPrice }: { unitPrice: number }) {
  const [quantity, setQuantity] = useState(1);
  const [email, setEmail] = useState('');
  const [placed, setPlaced] = useState(false);
  const total = (quantity * unitPrice).toFixed(2);

  if (placed) return <p role="status">Thank you, we sent the confirmation to {email}.</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setPlaced(true);
      }}
    >
      <label>
        First name
        <input name="firstName" autoComplete="given-name" required />
      </label>
      <label>
        Last name
        <input name="lastName" autoComplete="family-name" required />
      </label>
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label>
        Street address
        <input name="address" autoComplete="street-address" required />
      </label>
      <label>
        Packages
        <select name="quantity" value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
          {QUANTITIES.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </select>
      </label>
      <p>Total: ${total}</p>
      <button type="submit">Place order</button>
    </form>
  );
}
