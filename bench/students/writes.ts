import type { DocumentNode } from 'graphql';
import { AddCourseDocument, AddDatScoreDocument } from '../../mfe-academics/src/gql/graphql';
import { AddShadowingEntryDocument, AddVolunteerEntryDocument } from '../../mfe-experience/src/gql/graphql';
import { AddFavoriteSchoolDocument } from '../../mfe-schools/src/gql/graphql';

/** The kinds of record a student writes, each findable again by a marker unique to the write. */
export type Kind = 'course' | 'shadowing' | 'volunteer' | 'dat' | 'favorite';

interface WriteKind {
  /** POST here to write; GET here to list what is stored. */
  path: string;
  /** The browser's mutation for the same write, and its variables from the /api body. */
  mutation: DocumentNode;
  variables(body: object): object;
  /** Write number `seq` of the student called `who`: its body and its marker. */
  write(who: string, seq: number, schoolIds: readonly string[]): { body: object; marker: string };
  /** The marker of one stored item as the list returns it. */
  markerOf(item: Record<string, unknown>): string;
}

const DATE = '2024-05-01';
/** DAT scores run 200-600 in steps of 10 (41 values): three of them spell the write's number in base 41. */
const DAT_BASE = 41;
const datScores = (seq: number) =>
  [seq % DAT_BASE, Math.floor(seq / DAT_BASE) % DAT_BASE, Math.floor(seq / DAT_BASE / DAT_BASE) % DAT_BASE].map(
    (n) => 200 + 10 * n,
  );

const asInput = (body: object) => ({ input: body });

export const WRITES: Record<Kind, WriteKind> = {
  course: {
    mutation: AddCourseDocument,
    variables: asInput,
    path: '/api/courses',
    write: (who, seq) => {
      const courseCode = `${who}-${seq.toString(36)}`;
      return {
        marker: courseCode,
        body: {
          courseName: 'Soak Chemistry',
          courseCode,
          credits: 3,
          grade: 'A',
          isScience: seq % 2 === 0,
          semester: 'Fall',
          year: 2024,
        },
      };
    },
    markerOf: (item) => String(item.courseCode),
  },
  shadowing: {
    mutation: AddShadowingEntryDocument,
    variables: asInput,
    path: '/api/shadowing',
    write: (who, seq) => {
      const doctorName = `Dr ${who}-${seq.toString(36)}`;
      return {
        marker: doctorName,
        body: { date: DATE, doctorName, practice: 'Bench Dental (general)', hours: 1.5, notes: null },
      };
    },
    markerOf: (item) => String(item.doctorName),
  },
  volunteer: {
    mutation: AddVolunteerEntryDocument,
    variables: asInput,
    path: '/api/volunteer',
    write: (who, seq) => {
      const organization = `Org ${who}-${seq.toString(36)}`;
      return {
        marker: organization,
        body: { date: DATE, organization, type: 'Clinic', hours: 2, supervisor: 'J. Smith, 555-0100', notes: null },
      };
    },
    markerOf: (item) => String(item.organization),
  },
  dat: {
    mutation: AddDatScoreDocument,
    variables: asInput,
    path: '/api/dat',
    write: (_who, seq) => {
      const [biology, generalChemistry, organicChemistry] = datScores(seq) as [number, number, number];
      const body = {
        testDate: DATE,
        biology,
        generalChemistry,
        organicChemistry,
        perceptualAbility: 500,
        readingComprehension: 500,
        quantitativeReasoning: 500,
        academicAverage: 500,
      };
      return { marker: `${biology}/${generalChemistry}/${organicChemistry}`, body };
    },
    markerOf: (item) => [item.biology, item.generalChemistry, item.organicChemistry].map(String).join('/'),
  },
  favorite: {
    mutation: AddFavoriteSchoolDocument,
    variables: (body) => body,
    path: '/api/favorites/schools',
    // Saving a school twice keeps one favorite, so the marker is the school and repeats are expected.
    write: (_who, seq, schoolIds) => {
      const schoolId = schoolIds[seq % schoolIds.length]!;
      return { marker: schoolId, body: { schoolId } };
    },
    markerOf: (item) => String(item.id),
  },
};
