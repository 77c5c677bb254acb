// ICU's root order for the ASCII characters that are not letters: spaces, punctuation, symbols, digits.
const ORDER = '\t\n\v\f\r _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const RANK = new Map([...ORDER].map((character, index) => [character, index]));
const ACCENTS = /\p{M}/gu;
const rankOf = (character: string) => RANK.get(character) ?? ORDER.length + character.codePointAt(0)!;

/** The text lower-cased, accents apart (NFD) only where it has any: most names are plain ASCII. */
const folded = (text: string) => (/[^ -~\s]/.test(text) ? text.normalize('NFD') : text).toLowerCase();

function comparePrimary(a: string, b: string): number {
  const [first, second] = [[...a.replace(ACCENTS, '')], [...b.replace(ACCENTS, '')]];
  for (let index = 0; index < Math.min(first.length, second.length); index++) {
    const [x, y] = [first[index]!, second[index]!];
    if (x !== y) return rankOf(x) - rankOf(y);
  }
  return first.length - second.length;
}

/**
 * Negative when `a` comes before `b` as `a.localeCompare(b, 'en')` orders them: letters without
 * case or accents first, then the unaccented before the accented, then lower case before upper.
 * Written out for the names screens sort as they draw (nav labels, schools, subjects): a page's
 * first localeCompare loads the locale's collation, some 20 ms of a phone's main thread (issue 41).
 * Letters that do not decompose (ø, ß, ł) come after z, where ICU puts them beside o, s and l.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const [x, y] = [folded(a), folded(b)];
  const order = comparePrimary(x, y) || (x < y ? -1 : x > y ? 1 : 0);
  if (order !== 0) return order;
  // Only case differs: lower case first, the reverse of code point order.
  return a < b ? 1 : -1;
}
