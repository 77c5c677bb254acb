import { directoryText, withFavorites } from './directory-json';

/** Schools as the gateway lists them for the student who asked first: their own flags, text with quotes and escapes. */
const listed = [
  { id: 'a1', name: 'A "quoted" school', figures: [{ figure: 'datAvg', value: 21 }], isFavorite: true, notes: null },
  { id: 'b2', name: 'Back\\slash \u00e9cole', figures: [], isFavorite: false, notes: 'isFavorite' },
  { id: 'c3', name: 'C', figures: [], isFavorite: true, notes: 'true' },
];

const flagsOf = (text: string) => (JSON.parse(text) as { id: string; isFavorite: boolean }[]).map((s) => s.isFavorite);

describe("the directory's JSON with a student's favorites", () => {
  it('writes exactly what JSON.stringify writes of the list with those flags', () => {
    const directory = directoryText(listed);
    for (const favorites of [[], ['b2'], ['a1', 'c3'], ['a1', 'b2', 'c3']]) {
      const saved = new Set(favorites);
      const expected = JSON.stringify(listed.map((school) => ({ ...school, isFavorite: saved.has(school.id) })));
      expect(withFavorites(directory, saved)).toBe(expected);
    }
  });

  it("sets each school's flag from the reader's favorites, not from the student's whose list it was", () => {
    const directory = directoryText(listed);
    expect(flagsOf(withFavorites(directory, new Set(['b2'])))).toEqual([false, true, false]);
    expect(flagsOf(withFavorites(directory, new Set(['unknown'])))).toEqual([false, false, false]);
  });

  it("writes the public list as JSON.stringify writes the schools without anyone's flag", () => {
    const { public: text } = directoryText(listed);
    expect(text).toBe(JSON.stringify(listed.map(({ isFavorite: _flag, ...school }) => school)));
    expect(text).not.toContain('"isFavorite":');
  });

  it('writes an empty directory as an empty list', () => {
    expect(withFavorites(directoryText([]), new Set(['a1']))).toBe('[]');
  });
});
