import { formatAmount } from './numbers';

const VALUES = [-0, -12.5, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY];
for (let i = 0; i < 2_000; i++) VALUES.push(i * 37.0005, i / 8, (i * 7919) % 100_003, i + 0.0015, i * 0.125 + 0.005);

it.each([
  [0, 3, '0'],
  [52345, 3, '52,345'],
  [1234567.891, 3, '1,234,567.891'],
  [1.0005, 3, '1.001'],
  [62.5, 2, '62.5'],
  [0.995, 2, '1'],
  [1234.5, 0, '1,235'],
])('%p with at most %p decimals reads %p', (value, decimals, text) => {
  expect(formatAmount(value, decimals)).toBe(text);
});

it.each([0, 1, 2, 3])(
  'reads as Intl.NumberFormat en-US does with at most %p decimals, rounding included',
  (decimals) => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    for (const value of VALUES) expect(formatAmount(value, decimals)).toBe(intl.format(value));
  },
);
