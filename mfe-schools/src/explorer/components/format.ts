import { isReported } from '@predental/contracts/school-filters';

export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** A statistic the school has not reported reads 'N/A'. */
export const statistic = (value: number | null, format: (value: number) => string) => (isReported(value) ? format(value) : 'N/A');
