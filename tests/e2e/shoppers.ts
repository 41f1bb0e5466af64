/** The shoppers of the tests: who they are, and the shapes the storefront keeps them in. */

/** A shopper's details; `email` is unique per test so its orders can be told apart. */
export interface Shopper {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  /** The state as the order form's State list names it. */
  state: string;
  /** The state as orders and the funnel state keep it. */
  stateCode: string;
  zip: string;
  /** The country as the order form's Country list names it, when not the United States. */
  country?: string | undefined;
}

/** A shopper without the email a test gives them. */
export type Person = Omit<Shopper, 'email'>;

/** Ada in Springfield, Illinois (tax 6.25 %): the shopper who fills in the order form. */
export const ADA: Person = {
  phone: '+1 (555) 010-2030',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Harbor Way',
  city: 'Springfield',
  state: 'Illinois',
  stateCode: 'IL',
  zip: '62701',
};

/** Ann in Austin, Texas (tax 6.25 %): the shopper whose first order the upsell tests place through the API. */
export const ANN: Person = {
  phone: '2065550100',
  firstName: 'Ann',
  lastName: 'Lee',
  street: '1 Main St',
  city: 'Austin',
  state: 'Texas',
  stateCode: 'TX',
  zip: '78701',
};

/** Quinn in Montréal, Quebec (GST + QST 14.975 %): the shopper in Canada. */
export const QUINN: Person = {
  phone: '5145550123',
  firstName: 'Quinn',
  lastName: 'Roy',
  street: '400 Rue Sainte-Catherine',
  city: 'Montréal',
  state: 'Quebec',
  stateCode: 'QC',
  zip: 'H3B 1A6',
  country: 'Canada',
};

/** Paula in Wilmington, Delaware: the shopper whose saved details the wallet tests start from. */
export const PAULA: Person = {
  phone: '(555) 010-2030',
  firstName: 'Paula',
  lastName: 'Pal',
  street: '12 Harbor Way',
  city: 'Wilmington',
  state: 'Delaware',
  stateCode: 'DE',
  zip: '19801',
};

/**
 * `person` (Ada unless told) with a unique email. Base 36 keeps long digit runs out of the
 * address: the state layer drops any 13+ digit run as a possible card number.
 */
export function shopper(tag: string, person: Person = ADA): Shopper {
  return { ...person, email: `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com` };
}
