import { formatAmount } from '@predental/design/numbers';

export const dollars = (value: number) => `$${formatAmount(value)}`;

export const perYear = (amount: number) => `${dollars(amount)}/year`;

export const gpa = (value: number) => value.toFixed(2);

/** Semester hours as the prerequisite checks give them (quarter hours converted): at most 2 decimals. */
export const hoursValue = (value: number) => String(Number(value.toFixed(2)));

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
