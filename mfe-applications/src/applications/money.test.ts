import { dollars } from './money';

it('reads as Intl.NumberFormat en-US dollars do, whole amounts without cents', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
  const values = [-0, -12.5, -0.001, 1e21, Number.NaN, Number.POSITIVE_INFINITY, 62.5, 1250];
  for (let i = 0; i < 2_000; i++) values.push(i * 37.0005, i / 8, (i * 7919) % 100_003, i + 0.005);
  for (const value of values) expect(dollars(value)).toBe(intl.format(value).replace(/\.00$/, ''));
  expect([dollars(1250), dollars(62.5), dollars(null)]).toEqual(['$1,250', '$62.50', '—']);
});
