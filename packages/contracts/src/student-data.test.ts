import { z } from 'zod';
import {
  failingRows,
  fileRow,
  newerVersionMessage,
  NOT_A_DATA_FILE_MESSAGE,
  STUDENT_DATA_FORMAT,
  upToCurrentVersion,
  withFileId,
} from './student-data';

describe('the data file envelope', () => {
  it('reads a version 1 file as it is', () => {
    const file = { format: STUDENT_DATA_FORMAT, version: 1, academics: {} };
    expect(upToCurrentVersion(file)).toEqual({ ok: true, file });
  });

  it('refuses a newer version, saying which release reads it', () => {
    expect(upToCurrentVersion({ format: STUDENT_DATA_FORMAT, version: 2 })).toEqual({
      ok: false,
      message: newerVersionMessage(2),
    });
    expect(newerVersionMessage(2)).toMatch(
      /version 2, written by a newer release; this platform reads files up to version 1/,
    );
  });

  it('refuses anything that is not a data file', () => {
    for (const body of [null, [], { format: 'other', version: 1 }, { format: STUDENT_DATA_FORMAT, version: 0 }])
      expect(upToCurrentVersion(body)).toEqual({ ok: false, message: NOT_A_DATA_FILE_MESSAGE });
  });
});

describe('failing rows', () => {
  it('names the area, the list, the row and the field of each issue', () => {
    const schema = z.object({
      academics: z.object({
        courses: z.array(withFileId(z.object({ credits: z.number().min(0, 'Credits must not be negative') }))),
      }),
      experience: z.object({ goals: z.object({ shadowingGoal: z.number({ error: 'Goal must be a number' }) }) }),
    });
    const parsed = schema.safeParse({
      academics: {
        courses: [
          { id: 'a', credits: 3 },
          { id: 'b', credits: -1 },
        ],
      },
      experience: { goals: { shadowingGoal: 'x' } },
    });
    expect(failingRows(parsed.error!)).toEqual([
      { area: 'academics', entity: 'courses', index: 1, field: 'credits', message: 'Credits must not be negative' },
      { area: 'experience', entity: 'goals', index: null, field: 'shadowingGoal', message: 'Goal must be a number' },
    ]);
  });
});

describe('a record as a file row', () => {
  const rule = z.object({ name: z.string(), detail: z.string().optional(), fee: z.number().nullable() });

  it('keeps the fields its rule knows and the nulls it takes, with its id', () => {
    expect(fileRow(rule, { id: 'x', name: 'A', detail: null, fee: null, computed: 4 })).toEqual({
      id: 'x',
      name: 'A',
      fee: null,
    });
  });

  it('reads back through the rule it was made with', () => {
    const row = fileRow(rule, { id: 'x', name: 'A', detail: null, fee: 3 });
    expect(withFileId(rule).parse(row)).toEqual({ id: 'x', name: 'A', fee: 3 });
  });
});
