import { compareText } from '@predental/design/text';

/**
 * The writing assistant, computed in the browser: the text is never sent anywhere for it.
 * Flesch's formulas, with syllables counted by vowel groups (an estimate, as every automatic
 * reading-ease score is).
 */

/** A sentence longer than this reads as a run-on to an admissions reader. */
export const LONG_SENTENCE_WORDS = 40;
/** A word (of four letters or more) used more often than this is flagged as repeated. */
export const REPEATED_MORE_THAN = 5;
const SHORTEST_REPEATED = 4;

/** Words that say nothing about the writer's choices: never flagged as repeated. */
const COMMON_WORDS = new Set([
  'that',
  'this',
  'with',
  'have',
  'from',
  'were',
  'they',
  'their',
  'what',
  'when',
  'which',
  'would',
  'there',
  'been',
  'into',
  'about',
]);

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}'’-]+/gu)?.filter((word) => /[\p{L}\p{N}]/u.test(word)) ?? [];

/** Sentences end at . ! or ? (followed by a space or the end) and at blank lines. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?]["”’)]?)\s+|\n\s*\n/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);

export function syllablesOf(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouydt]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

export interface Readability {
  /** Flesch reading ease: higher is easier (60–70 plain English). */
  readingEase: number;
  /** Flesch–Kincaid grade level: the US school grade that reads it. */
  gradeLevel: number;
}

export function readabilityOf(text: string): Readability | null {
  const words = wordsOf(text);
  const sentences = sentencesOf(text).length;
  if (words.length === 0 || sentences === 0) return null;
  const syllables = words.reduce((sum, word) => sum + syllablesOf(word), 0);
  const wordsPerSentence = words.length / sentences;
  const syllablesPerWord = syllables / words.length;
  return {
    readingEase: Math.round((206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord) * 10) / 10,
    gradeLevel: Math.round((0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59) * 10) / 10,
  };
}

/** Sentences over LONG_SENTENCE_WORDS words, with their length. */
export const longSentencesOf = (text: string) =>
  sentencesOf(text)
    .map((sentence) => ({ sentence, words: wordsOf(sentence).length }))
    .filter(({ words }) => words > LONG_SENTENCE_WORDS);

/** Words of four letters or more used more than REPEATED_MORE_THAN times, most used first. */
export function repeatedWordsOf(text: string): { word: string; times: number }[] {
  const times = new Map<string, number>();
  for (const word of wordsOf(text)) {
    const key = word.toLowerCase().replace(/[’']s$/, '');
    if (key.length >= SHORTEST_REPEATED && !COMMON_WORDS.has(key)) times.set(key, (times.get(key) ?? 0) + 1);
  }
  return [...times]
    .filter(([, count]) => count > REPEATED_MORE_THAN)
    .map(([word, count]) => ({ word, times: count }))
    .sort((a, b) => b.times - a.times || compareText(a.word, b.word));
}
