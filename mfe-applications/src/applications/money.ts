const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** '$1,250' or '$62.50'; '—' while the amount is not known. */
export const dollars = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '—' : DOLLARS.format(amount).replace(/\.00$/, '');
