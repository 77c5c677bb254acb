import { formatAmount } from '@predental/design/numbers';

/** '$1,250' or '$62.50' (en-US's dollars, '.00' dropped); '—' while the amount is not known. */
export function dollars(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  if (amount < 0 || Object.is(amount, -0)) return `-${dollars(-amount)}`;
  const [whole, cents] = formatAmount(amount, 2).split('.');
  return cents ? `$${whole}.${cents.padEnd(2, '0')}` : `$${whole}`;
}
