import { isReported } from '@predental/contracts/school-filters';

export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const perYear = (amount: number) => `${dollars(amount)}/year`;

export const gpa = (value: number) => value.toFixed(2);

/** A statistic the school has not reported (null, or the old default 0) reads 'N/A'. */
export const statistic = (value: number | null, format: (value: number) => string) => (isReported(value) ? format(value) : 'N/A');

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
