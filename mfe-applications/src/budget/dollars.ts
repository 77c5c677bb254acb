const WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$1,245' for whole dollars, '$20.50' with cents: fees are mostly whole, and cents should not clutter them. */
export const dollars = (amount: number) => (Number.isInteger(amount) ? WHOLE : CENTS).format(amount);
