/*
 * Characters as ADEA AADSAS counts them, for every AADSAS limit the product checks: the personal
 * statement (applications) and the experience descriptions (experience).
 */

let graphemes: Intl.Segmenter | undefined;

/**
 * Whether every UTF-16 unit of the text is a cluster of its own, so its length is its count: what
 * most statements are typed in (Latin letters, punctuation, curly quotes, dashes), with no
 * combining mark, joiner or surrogate, and no carriage return (with a line feed after it, one
 * cluster). The segmenter is made for the rest only: making it took 16 ms of a phone's page load
 * (issue 41).
 */
function oneUnitEach(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit === 0x0d || (unit >= 0x0300 && (unit < 0x2010 || unit > 0x206f))) return false;
  }
  return true;
}

/**
 * Node's segmenter copies the whole input into every segment it yields (quadratic: 50,000 emoji
 * took minutes), so the text is segmented a slice at a time, each slice starting where a cluster
 * starts: from a boundary, Unicode's rules find the same clusters as from the text's start.
 */
const SLICE = 512;

/**
 * Characters as AADSAS counts them: every character a reader sees, spaces and line breaks
 * included. One user-perceived character (a grapheme cluster) counts once however many code
 * points make it: an emoji with a skin tone or a ZWJ family, an accent typed as a combining mark,
 * and a Windows line break ("\r\n", one cluster by Unicode's rules).
 */
export function countCharacters(text: string): number {
  if (oneUnitEach(text)) return text.length;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let count = 0;
  let start = 0;
  let size = SLICE;
  while (start < text.length) {
    const end = start + size;
    const starts = Array.from(graphemes.segment(text.slice(start, end)), (segment) => segment.index);
    if (end >= text.length) return count + starts.length;
    if (starts.length < 2) {
      size *= 2; // one cluster longer than the slice (a letter under hundreds of marks)
      continue;
    }
    // The slice's last cluster may go on past it: it is counted with the next slice.
    count += starts.length - 1;
    start += starts.at(-1)!;
    size = SLICE;
  }
  return count;
}
