import { countCharacters } from '@predental/contracts/characters';

// How a statement is counted and its limits, apart from the schemas (./personal-statement): the
// personal statement screen counts and shows a draft without zod.

/** Far above any limit AADSAS sets, so a draft over the limit is kept, but bounded. */
export const MAX_STATEMENT_CHARACTERS = 50_000;
/** Per student, and per statement: a cycle's drafts and every save, with room to spare. */
export const MAX_STATEMENTS = 20;
export const MAX_VERSIONS = 200;

/** Words as a word processor counts them: runs of anything but spaces and line breaks. */
export const countWords = (text: string) => text.split(/\s+/u).filter(Boolean).length;

export interface StatementCounts {
  characters: number;
  words: number;
  /** Characters over the limit; 0 at or under it. */
  overBy: number;
}

export function statementCounts(text: string, limit: number): StatementCounts {
  const characters = countCharacters(text);
  return { characters, words: countWords(text), overBy: Math.max(0, characters - limit) };
}

/** "1 character over", "12 characters over": as the editor says it. */
export const charactersOver = (overBy: number) =>
  `${overBy.toLocaleString('en-US')} ${overBy === 1 ? 'character' : 'characters'} over`;

/** Refused: a version over the limit marked final (the draft itself is always kept). */
export const overLimitMessage = (overBy: number, limit: number) =>
  `This version is ${charactersOver(overBy)} the ${limit.toLocaleString('en-US')}-character limit: shorten it before marking it final`;
