import type { ApplicationsData } from '@predental/applications-contract/student-data';
import { importedApplications, importedStatements } from './import-records';

const statement = (title: string, finalAt: number | null) => ({
  title,
  draft: 'Draft.',
  draftSavedAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  versions: ['One.', 'Two words.'].map((text, index) => ({
    text,
    savedAt: `2026-05-0${index + 2}T10:00:00.000Z`,
    final: index === finalAt,
  })),
});
const data: ApplicationsData = {
  applications: [
    {
      id: 'file-app',
      schoolKey: 'ohio-state',
      schoolName: 'Ohio State',
      supplementalFee: 75,
      deposit: null,
      secondaryDueOn: null,
      interviewOn: null,
      events: [{ kind: 'submitted', date: '2026-06-10', note: null }],
    },
  ],
  feeAssistance: { onProgram: true, amountCovered: 200 },
  letters: [],
  // Newest first, as the list reads.
  personalStatements: [statement('Newer', 1), statement('Older', null)],
};

describe("a data file's applications and statements as stored", () => {
  it('each application at the school found for its key, with new ids for it and its events', () => {
    const [stored] = importedApplications(data, ['school-7']).applications;
    expect(stored).toMatchObject({ schoolId: 'school-7', schoolName: 'Ohio State', supplementalFee: 75 });
    expect(stored).not.toHaveProperty('schoolKey');
    expect(stored!.id).toMatch(/^[0-9a-f]{24}$/);
    expect((stored!.events as { id: string }[])[0]!.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('statements kept oldest first, each version under a new id with its text, the final one by its new id', () => {
    const { statements, texts } = importedStatements(data);
    expect(statements.map(({ title }) => title)).toEqual(['Older', 'Newer']);
    const newer = statements[1]!;
    expect(newer.finalVersionId).toBe(newer.versions[1]!.id);
    expect(statements[0]!.finalVersionId).toBeNull();
    expect(newer.versions[1]).toMatchObject({ characters: 10, words: 2, savedAt: '2026-05-03T10:00:00.000Z' });
    expect(new Map(texts).get(newer.versions[1]!.id)).toBe('Two words.');
    expect(texts).toHaveLength(4);
  });
});
