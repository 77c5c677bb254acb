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

  it('counts text without marks, joiners or emoji as the segmenter does, whatever its characters', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const clusters = (text: string) => Array.from(segmenter.segment(text)).length;
    const plain: string[] = [];
    const ranges: [number, number][] = [
      [0x00, 0x02ff],
      [0x2010, 0x206f],
    ];
    for (const [from, to] of ranges) for (let code = from; code <= to; code++) plain.push(String.fromCharCode(code));
    for (const character of plain) {
      const text = `a${character}${character}a`;
      expect([character.charCodeAt(0), countCharacters(text)]).toEqual([character.charCodeAt(0), clusters(text)]);
    }
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let round = 0; round < 200; round++) {
      const text = Array.from({ length: 60 }, () => plain[next() % plain.length]).join('');
      expect(countCharacters(text)).toBe(clusters(text));
    }
  });
});
