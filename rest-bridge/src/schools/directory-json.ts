import { randomUUID } from 'node:crypto';

/** A school of the list as the gateway answers it: its isFavorite is the one student's who asked. */
interface ListedSchool {
  id: string;
  isFavorite: boolean;
}

/** One school's JSON text around its isFavorite value. */
interface SchoolText {
  id: string;
  before: string;
  after: string;
}

/** The directory's JSON, serialised once per version: with a gap in each school for a student's isFavorite, and without it. */
export interface DirectoryText {
  schools: SchoolText[];
  /** What every student's browser keeps: the list without anyone's isFavorite. */
  public: string;
}

// Stands in for the flag while a school is serialised: a text no school holds (random, with a NUL).
const MARK = `\u0000${randomUUID()}`;
const GAP = JSON.stringify(MARK);

/** Serialises the list once; the flags of the student who asked are replaced by each reader's own. */
export function directoryText(list: ListedSchool[]): DirectoryText {
  const schools = list.map((school) => {
    const text = JSON.stringify({ ...school, isFavorite: MARK });
    const at = text.lastIndexOf(GAP);
    return { id: school.id, before: text.slice(0, at), after: text.slice(at + GAP.length) };
  });
  return { schools, public: JSON.stringify(list.map(({ isFavorite: _theirs, ...school }) => school)) };
}

/** The list as JSON.stringify would write it with these favorites, without serialising a school again. */
export function withFavorites(directory: DirectoryText, favorites: ReadonlySet<string>): string {
  return `[${directory.schools.map(({ id, before, after }) => before + favorites.has(id) + after).join(',')}]`;
}
