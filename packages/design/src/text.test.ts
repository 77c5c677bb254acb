import { compareText } from './text';

const sign = (value: number) => Math.sign(value) || 0;

it.each([
  ['apple', 'Banana'],
  ['a', 'A'],
  ['Ohio State', 'Ohio State University'],
  ['Resume', 'Résumé'],
  ['Université de Montréal', 'University of Alabama'],
  ['A.T. Still University', 'A T Still'],
  ['Dentistry & Oral Health', 'Dentistry and Oral Health'],
  ['Biology', 'biology'],
  ['Organic Chemistry 2', 'Organic Chemistry 10'],
])('orders %p and %p as localeCompare does', (a, b) => {
  expect(sign(compareText(a, b))).toBe(sign(a.localeCompare(b, 'en')));
  expect(sign(compareText(b, a))).toBe(sign(b.localeCompare(a, 'en')));
});

it('orders thousands of names of letters, accents, digits and punctuation as localeCompare does', () => {
  const alphabet = [..."aAbBeEéÉzZ 09.,'&()-_:/"];
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647);
  const word = () => Array.from({ length: next() % 7 }, () => alphabet[next() % alphabet.length]).join('');
  const wrong: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    const [a, b] = [word(), word()];
    if (sign(compareText(a, b)) !== sign(a.localeCompare(b, 'en')))
      wrong.push(`${JSON.stringify(a)} ${JSON.stringify(b)}`);
  }
  expect(wrong.slice(0, 10)).toEqual([]);
});
