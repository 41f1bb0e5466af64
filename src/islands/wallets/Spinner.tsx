/** A busy indicator with its text announced (R-PAY-5 spinner texts). */
export default function Spinner({ text }: { text: string }) {
  return (
    <p className="wallet-spinner" role="status" aria-live="polite">
      <span className="wallet-spinner__wheel" aria-hidden="true" />
      {text}
    </p>
  );
}
