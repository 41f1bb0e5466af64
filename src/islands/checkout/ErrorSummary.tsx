/**
 * The error summary a failed submit focuses: a heading (R-VAL-2's address message when the address
 * or phone is wrong) and a link to each field with its message. Announced as an alert.
 */
import { forwardRef } from 'react';

/** One problem: the field's id and its message. */
export interface SummaryItem {
  fieldId: string;
  label: string;
  message: string;
}

/** The summary; renders nothing without items. */
export const ErrorSummary = forwardRef<HTMLDivElement, { heading: string; items: readonly SummaryItem[] }>(
  function ErrorSummary({ heading, items }, ref) {
    if (items.length === 0) return null;
    return (
      <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
        <h2 className="error-summary__title" id="error-summary-title">
          {heading}
        </h2>
        <ul>
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                onClick={(e) => {
                  e.preventDefault();
                  document.getElementById(item.fieldId)?.focus();
                }}
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
