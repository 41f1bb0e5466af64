/** Event handlers the islands' forms share. */
import type { FormEvent } from 'react';

/** A form's onSubmit that keeps the browser from submitting and runs `action` instead. */
export const submitWith =
  (action: () => unknown) =>
  (event: FormEvent): void => {
    event.preventDefault();
    void action();
  };
