import { academicAverageOf } from '../src/dat';

const scores = (
  biology: number,
  generalChemistry: number,
  organicChemistry: number,
  reading: number,
  quantitative: number,
) => ({
  biology,
  generalChemistry,
  organicChemistry,
  perceptualAbility: 600,
  readingComprehension: reading,
  quantitativeReasoning: quantitative,
});

describe('the Academic Average the sections make', () => {
  it('is the mean of biology, both chemistries, reading and quantitative, rounded to the nearest 10 on 200-600', () => {
    // 2420 / 5 = 484; Perceptual Ability (600) is not in it.
    expect(academicAverageOf(scores(480, 490, 500, 470, 480), '200-600')).toBe(480);
  });

  it.each([
    [[500, 500, 500, 500, 500], 500],
    [[480, 490, 500, 500, 480], 490], // 2450 / 5 = 490
    [[480, 490, 500, 490, 470], 490], // 486 rounds up
    [[480, 480, 490, 490, 490], 490], // 2430 / 5 = 486
    [[200, 200, 200, 200, 210], 200], // 202
    [[600, 600, 600, 600, 590], 600], // 598
    [[400, 410, 420, 400, 400], 410], // 2030 / 5 = 406
    [[420, 430, 420, 430, 430], 430], // 2130 / 5 = 426
  ])('%p on 200-600 is %d', (five, average) => {
    const [b, g, o, r, q] = five as [number, number, number, number, number];
    expect(academicAverageOf(scores(b, g, o, r, q), '200-600')).toBe(average);
  });

  it.each([
    [[20, 21, 22, 23, 19], 21], // 105 / 5
    [[20, 21, 22, 23, 18], 21], // 20.8
    [[20, 20, 20, 21, 21], 20], // 20.4
    [[20, 21, 21, 21, 20], 21], // 20.6
    [[1, 1, 1, 1, 1], 1],
    [[30, 30, 30, 30, 29], 30], // 29.8
  ])('%p on 1-30 is %d, to the nearest whole number', (five, average) => {
    const [b, g, o, r, q] = five as [number, number, number, number, number];
    expect(academicAverageOf(scores(b, g, o, r, q), '1-30')).toBe(average);
  });

  it.each([
    ['a section still empty', { ...scores(480, 490, 500, 470, 480), biology: Number.NaN }, '200-600'],
    ['a section off the scale', scores(480, 490, 500, 470, 485), '200-600'],
    ['600-scale scores on 1-30', scores(480, 490, 500, 470, 480), '1-30'],
    ['a section missing', { biology: 480 }, '200-600'],
  ] as const)('is not proposed with %s', (_, given, scale) => {
    expect(academicAverageOf(given, scale)).toBeNull();
  });
});
