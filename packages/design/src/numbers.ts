const formats = new Map<number, Intl.NumberFormat>();

/**
 * `value` as Intl.NumberFormat('en-US', { maximumFractionDigits: decimals }) writes it: groups of
 * three, at most `decimals` decimals, the last rounded half up, trailing zeros dropped. Written out
 * for the amounts screens show (0 and up): the page's first Intl formatter loads the locale's data,
 * some 20 ms of a phone's main thread as a screen's code runs (issue 41). Anything else (negative,
 * huge, tiny) still goes through Intl.
 */
export function formatAmount(value: number, decimals = 3): string {
  const written = String(value);
  const plain = Number.isFinite(value) && value >= 0 && !Object.is(value, -0) && !written.includes('e');
  if (!plain) {
    const format = formats.get(decimals) ?? new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    formats.set(decimals, format);
    return format.format(value);
  }
  const [whole = '', fraction = ''] = written.split('.');
  const scale = 10n ** BigInt(decimals);
  const scaled =
    BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + ((fraction[decimals] ?? '0') >= '5' ? 1n : 0n);
  const kept =
    decimals === 0
      ? ''
      : String(scaled % scale)
          .padStart(decimals, '0')
          .replace(/0+$/, '');
  const grouped = String(scaled / scale).replace(/\B(?=(\d{3})+$)/g, ',');
  return kept ? `${grouped}.${kept}` : grouped;
}
