import { dollars, perYear } from './format';

describe('dollars', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [52345, '$52,345'],
    [1234567.891, '$1,234,567.891'],
    [1234.5, '$1,234.5'],
    [1.0005, '$1.001'],
  ])('%p reads %p', (value, text) => {
    expect(dollars(value)).toBe(text);
  });

  it('reads as Intl.NumberFormat en-US does, rounding included', () => {
    const intl = new Intl.NumberFormat('en-US');
    const values = [-0, -12.5, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY];
    for (let i = 0; i < 5_000; i++) values.push(i * 37.0005, i / 8, (i * 7919) % 100_003, i + 0.0015);
    for (const value of values) expect(dollars(value)).toBe(`$${intl.format(value)}`);
  });

  it('per year', () => {
    expect(perYear(61250)).toBe('$61,250/year');
  });
});
