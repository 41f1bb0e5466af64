/** R-ORD-10: the built-in country list: the United States (50 states and DC) and Canada. */

/** R-ORD-10: a country as the order form lists it; `states` maps a code to its name. */
export interface Country {
  value: string;
  label: string;
  states: Readonly<Record<string, string>>;
}

/** R-ORD-10: the country preselected on order forms. */
export const DEFAULT_COUNTRY = 'US';

/** The 50 US states and the District of Columbia, by USPS code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** The 10 Canadian provinces and 3 territories, by Canada Post code. */
export const CA_PROVINCES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** R-ORD-10: the countries the order form offers, default first. */
export const COUNTRIES: readonly Country[] = [
  { value: 'US', label: 'United States', states: US_STATES },
  { value: 'CA', label: 'Canada', states: CA_PROVINCES },
];

/** The country with this code (case-insensitive), or undefined when we do not ship there. */
export function findCountry(code: string): Country | undefined {
  const wanted = code.trim().toUpperCase();
  return COUNTRIES.find((c) => c.value === wanted);
}
