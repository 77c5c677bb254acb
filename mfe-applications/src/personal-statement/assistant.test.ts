import { longSentencesOf, readabilityOf, repeatedWordsOf, sentencesOf, syllablesOf } from './assistant';

describe('the writing assistant', () => {
  it('scores plain short sentences as easy and long, many-syllabled ones as hard', () => {
    const plain = readabilityOf('The cat sat on the mat. The dog ran to the park. I like my job.');
    expect(plain!.readingEase).toBeGreaterThan(90);
    expect(plain!.gradeLevel).toBeLessThan(3);

    const dense = readabilityOf(
      'Interdisciplinary collaboration between periodontology and endocrinology substantially improves longitudinal outcomes for immunocompromised individuals.',
    );
    expect(dense!.readingEase).toBeLessThan(0);
    expect(dense!.gradeLevel).toBeGreaterThan(20);
    expect(readabilityOf('   ')).toBeNull();
  });

  it('counts syllables by vowel groups', () => {
    expect(['cat', 'dentist', 'hygiene', 'motivated', 'care'].map(syllablesOf)).toEqual([1, 2, 2, 4, 1]);
  });

  it('splits sentences at end marks and blank lines', () => {
    expect(sentencesOf('Why dentistry? Because of Dr. Lee!\n\nA heading\nThen more.')).toEqual([
      'Why dentistry?',
      'Because of Dr.',
      'Lee!',
      'A heading\nThen more.',
    ]);
  });

  it('flags sentences over 40 words, not one of exactly 40', () => {
    const forty = `${'word '.repeat(39)}end.`;
    const fortyOne = `${'word '.repeat(40)}end.`;
    expect(longSentencesOf(`${forty} Short one.`)).toEqual([]);
    expect(longSentencesOf(`${fortyOne} Short one.`)).toEqual([{ sentence: fortyOne, words: 41 }]);
  });

  it('flags words of four letters or more used more than five times, whatever their case', () => {
    const text =
      'Patients trust. patients care. Patients, patients; patients. Patient’s smile. PATIENTS! the the the the the the the';
    expect(repeatedWordsOf(text)).toEqual([{ word: 'patients', times: 6 }]);
    expect(repeatedWordsOf('care care care care care')).toEqual([]);
  });
});
