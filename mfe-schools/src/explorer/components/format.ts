let intl: Intl.NumberFormat | undefined;

/**
 * 12,345.678 as Intl.NumberFormat('en-US') writes an amount: groups of three, at most 3 decimals,
 * the decimal it prints rounded half up. Written out for the amounts the directory holds (0 and up):
 * the page's first Intl formatter loads the locale's data, some 20 ms of a phone's main thread as
 * the explorer's code ran (issue 41). Anything else (negative, huge, tiny) still goes through Intl.
 */
function amount(value: number): string {
  const written = String(value);
  const plain = Number.isFinite(value) && value >= 0 && !Object.is(value, -0) && !written.includes('e');
  if (!plain) return (intl ??= new Intl.NumberFormat('en-US')).format(value);
  const [whole = '', fraction = ''] = written.split('.');
  const thousandths = BigInt(whole + fraction.slice(0, 3).padEnd(3, '0')) + ((fraction[3] ?? '0') >= '5' ? 1n : 0n);
  const decimals = String(thousandths % 1000n)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const grouped = String(thousandths / 1000n).replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

export const dollars = (value: number) => `$${amount(value)}`;

export const perYear = (amount: number) => `${dollars(amount)}/year`;

export const gpa = (value: number) => value.toFixed(2);

/** Semester hours as the prerequisite checks give them (quarter hours converted): at most 2 decimals. */
export const hoursValue = (value: number) => String(Number(value.toFixed(2)));

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
