import type { StudentDataArea } from '@predental/contracts/student-data';
import { writeAreas, type AreaWrite } from './import-areas';

/** Areas that record what was called; `failing` answers an error (`code`) when it writes, `unreachable` throws. */
function areas(failing?: StudentDataArea, unreachable?: StudentDataArea, code = 'SERVICE_UNAVAILABLE') {
  const calls: string[] = [];
  const writes: AreaWrite[] = (['academics', 'experience', 'schools', 'applications'] as const).map((area) => ({
    area,
    write: async () => {
      calls.push(`write ${area}`);
      if (area === unreachable) throw new Error('ECONNREFUSED');
      return area === failing ? { errors: [{ message: 'failed', extensions: { code } }] } : { data: { ok: true } };
    },
    undo: async () => {
      calls.push(`undo ${area}`);
      return { data: { ok: true } };
    },
  }));
  return { calls, writes };
}

describe('an import written area by area', () => {
  it('writes every area in turn', async () => {
    const { calls, writes } = areas();
    expect(await writeAreas(writes)).toEqual({ ok: true });
    expect(calls).toEqual(['write academics', 'write experience', 'write schools', 'write applications']);
  });

  it('a failing area stops it, and it and the areas before take back their part, last first', async () => {
    const { calls, writes } = areas('schools');
    expect(await writeAreas(writes)).toMatchObject({ ok: false, area: 'schools', refused: false, undoFailed: [] });
    expect(calls).toEqual([
      'write academics',
      'write experience',
      'write schools',
      'undo schools',
      'undo experience',
      'undo academics',
    ]);
  });

  it('an area that refuses its part wrote nothing: only the areas before take theirs back', async () => {
    const { calls, writes } = areas('experience', undefined, 'CONFLICT');
    expect(await writeAreas(writes)).toMatchObject({ ok: false, area: 'experience', refused: true, undoFailed: [] });
    expect(calls).toEqual(['write academics', 'write experience', 'undo academics']);
  });

  it('an area that does not answer at all is a failure too', async () => {
    const { calls, writes } = areas(undefined, 'experience');
    expect(await writeAreas(writes)).toEqual({
      ok: false,
      area: 'experience',
      answer: undefined,
      refused: false,
      undoFailed: [],
    });
    expect(calls).toEqual(['write academics', 'write experience', 'undo experience', 'undo academics']);
  });
});
