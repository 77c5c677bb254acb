import type { StoredStatement } from '../statements/statement-record';
import { versionEntry, withFinal, withVersion } from './personal-statement';

const LIMIT = 4500;

const statement = (): StoredStatement => ({
  id: 's1',
  title: 'Why oral health',
  draft: '',
  draftSavedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  versions: [],
  finalVersionId: null,
});

describe('the personal statement rules', () => {
  it('adds each saved version after the others, which stay as they were', () => {
    const first = versionEntry('v1', 'First try.', '2026-11-01T10:00:00.000Z');
    const second = versionEntry('v2', 'Second try, longer.', '2026-11-02T10:00:00.000Z');
    const once = withVersion(statement(), first, 'First try.');
    const twice = withVersion(once, second, 'Second try, longer.');

    expect(twice.versions).toEqual([
      { id: 'v1', characters: 10, words: 2, savedAt: '2026-11-01T10:00:00.000Z' },
      { id: 'v2', characters: 19, words: 3, savedAt: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(once.versions).toEqual([first]);
    expect(twice.draft).toBe('Second try, longer.');
  });

  it('marks one version final at a time, and refuses one over the limit', () => {
    const atLimit = versionEntry('v1', 'a'.repeat(LIMIT), '2026-11-01T10:00:00.000Z');
    const over = versionEntry('v2', 'a'.repeat(LIMIT + 1), '2026-11-02T10:00:00.000Z');
    const short = versionEntry('v3', 'Short.', '2026-11-03T10:00:00.000Z');
    const saved = [atLimit, over, short].reduce((kept, version) => withVersion(kept, version, ''), statement());

    expect(withFinal(saved, 'v1', LIMIT).finalVersionId).toBe('v1');
    expect(withFinal(withFinal(saved, 'v1', LIMIT), 'v3', LIMIT).finalVersionId).toBe('v3');
    expect(() => withFinal(saved, 'v2', LIMIT)).toThrow(
      'This version is 1 character over the 4,500-character limit: shorten it before marking it final',
    );
    // A higher limit from the cycle's settings lets it through.
    expect(withFinal(saved, 'v2', 5000).finalVersionId).toBe('v2');
    expect(() => withFinal(saved, 'nope', LIMIT)).toThrow('Version not found');
  });
});
