/**
 * R-ORD-4: "Remember me on this device". The box starts as checkBoxStatus left it (after
 * hydration); ticked, the account details (never card data) are kept in savedAccount as typed;
 * unticked, savedAccount is removed, and the form's copy in the funnel state is kept for this visit
 * only (session storage, state/visit-storage.ts). clean() keeps both, so the next visit starts filled.
 */
import { useEffect, useState } from 'react';
import { accountDetailsOf, type AccountValues } from '../../domain/checkout/account.ts';
import { checkBoxStatus, setCheckBoxStatus, setSavedAccount } from '../../state/funnel-state.ts';

/** The checkbox's state and handler; `ready` once the form holds what it starts from. */
export function useRememberMe(ready: boolean, account: AccountValues) {
  const [checked, setChecked] = useState(false); // the server renders it unticked
  useEffect(() => setChecked(checkBoxStatus.get()), []);

  const accountKey = JSON.stringify(account);
  useEffect(() => {
    if (ready && checked) setSavedAccount(accountDetailsOf(account));
  }, [ready, checked, accountKey]); // the key stands for the account values

  function onChange(on: boolean) {
    setChecked(on);
    setCheckBoxStatus(on);
    if (!on) setSavedAccount(undefined);
  }

  return { checked, onChange };
}
