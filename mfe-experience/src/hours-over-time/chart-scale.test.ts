import { hourTicks, labelEvery } from './chart-scale';

describe('hourTicks', () => {
  it('counts in steps of 1, 2 or 5 times a power of ten, up to at least the largest value', () => {
    expect(hourTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(hourTicks(50)).toEqual([0, 20, 40, 60]);
    expect(hourTicks(137.5)).toEqual([0, 50, 100, 150]);
    expect(hourTicks(1000)).toEqual([0, 500, 1000]);
  });

  it('keeps whole hours for small totals, and an axis for none', () => {
    expect(hourTicks(4.5)).toEqual([0, 2, 4, 6]);
    expect(hourTicks(2)).toEqual([0, 1, 2]);
    expect(hourTicks(0)).toEqual([0, 1]);
  });
});

describe('labelEvery', () => {
  it('writes every month when there is room, and every few months when not', () => {
    expect(labelEvery(120, 64)).toBe(1);
    expect(labelEvery(30, 64)).toBe(3);
  });
});
