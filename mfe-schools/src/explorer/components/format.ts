// One formatter for every card: toLocaleString builds a new one per call (4 ms a keystroke with 5,000 schools).
const WHOLE_NUMBER = new Intl.NumberFormat('en-US');

export const dollars = (amount: number) => `$${WHOLE_NUMBER.format(amount)}`;

export const perYear = (amount: number) => `${dollars(amount)}/year`;

export const gpa = (value: number) => value.toFixed(2);

/** Semester hours as the prerequisite checks give them (quarter hours converted): at most 2 decimals. */
export const hoursValue = (value: number) => String(Number(value.toFixed(2)));

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
