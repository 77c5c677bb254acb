import { diffWords } from 'diff';

export interface ComparedPart {
  text: string;
  /** Only in the newer version, or only in the older one. */
  change: 'added' | 'removed' | null;
}

/**
 * Two versions side by side, word by word (the `diff` package's diffWords): the older one with
 * what was removed marked, the newer one with what was added marked.
 */
export function compareVersions(older: string, newer: string): { older: ComparedPart[]; newer: ComparedPart[] } {
  const parts = diffWords(older, newer);
  return {
    older: parts
      .filter((part) => !part.added)
      .map((part) => ({ text: part.value, change: part.removed ? 'removed' : null })),
    newer: parts
      .filter((part) => !part.removed)
      .map((part) => ({ text: part.value, change: part.added ? 'added' : null })),
  };
}
