// Until the contract's rule lands: counted as AADSAS counts, every character a reader sees, spaces included.
export const MAX_DESCRIPTION_LENGTH = 600;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
export const descriptionLength = (text: string) => [...graphemes.segment(text)].length;
