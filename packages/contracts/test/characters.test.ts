import { countCharacters } from '../src/characters';

describe('characters as AADSAS counts them', () => {
  it('counts spaces, tabs and line breaks, a Windows line break once', () => {
    expect(countCharacters('I  want')).toBe(7);
    expect(countCharacters('One.\nTwo.\tThree.')).toBe(16);
    expect(countCharacters('One.\r\nTwo.')).toBe(9);
    expect(countCharacters('One.\n\nTwo.')).toBe(10);
  });

  it('counts an emoji with a skin tone, a ZWJ family and a flag once each', () => {
    expect(countCharacters('👍🏽')).toBe(1);
    expect(countCharacters('👩‍⚕️')).toBe(1);
    expect(countCharacters('👨‍👩‍👧‍👦')).toBe(1);
    expect(countCharacters('🇺🇸 dental')).toBe(8);
  });

  it('counts long texts the same, whatever cluster straddles a slice', () => {
    expect(countCharacters('👨‍👩‍👧‍👦'.repeat(1000))).toBe(1000);
    expect(countCharacters('🇺🇸'.repeat(1001))).toBe(1001);
    expect(countCharacters(`e${'\u0301'.repeat(3000)}x`)).toBe(2);
    expect(countCharacters('ab\r\n'.repeat(2000))).toBe(6000);
  });

  it('counts a letter typed with a combining accent as one, like the precomposed one', () => {
    const composed = 'café';
    const decomposed = 'cafe\u0301';
    expect(decomposed).toHaveLength(5);
    expect(countCharacters(decomposed)).toBe(4);
    expect(countCharacters(composed)).toBe(4);
  });
});
