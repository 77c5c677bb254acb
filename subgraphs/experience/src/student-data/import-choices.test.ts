import { groupId, type GroupedLog } from '../experiences/compose';
import { importedChoices } from './import-choices';

const research = groupId('research', 'Lab A');
const log = (id: string, defaultId: string): GroupedLog => ({
  id,
  type: 'research',
  date: '2025-01-01',
  hours: 2,
  defaultId,
  organization: 'Lab A',
  contactName: null,
});
const entry = (id: string, logIds: string[], description: string | null = null) => ({
  id,
  type: 'research' as const,
  logIds,
  contact: { name: 'Dr. Lee' },
  ongoing: false,
  description,
  highlighted: false,
});
// The file's log ids f1, f2, f3 were stored as n1, n2, n3; all three are Lab A's research.
const newLogId = new Map([
  ['f1', 'n1'],
  ['f2', 'n2'],
  ['f3', 'n3'],
]);
const logs = [log('n1', research), log('n2', research), log('n3', research)];

describe("a data file's AADSAS entries over the imported logs", () => {
  it('a default entry keeps the id its group makes, with what the student added, and places nothing', () => {
    const choices = importedChoices([entry(research, ['f1', 'f2', 'f3'], 'Assays.')], newLogId, logs);
    expect(choices).toEqual({
      placements: [],
      additions: [
        { id: research, contact: { name: 'Dr. Lee' }, ongoing: false, description: 'Assays.', highlighted: false },
      ],
    });
  });

  it('an entry split off gets a new id and its logs, by their new ids, are placed there', () => {
    const choices = importedChoices([entry(research, ['f1', 'f2']), entry('old-split-id', ['f3'])], newLogId, logs);
    const split = choices.additions[1]!.id;
    expect(split).toMatch(/^[0-9a-f]{24}$/);
    expect(split).not.toBe('old-split-id');
    expect(choices.placements).toEqual([{ logId: 'n3', experienceId: split, type: 'research' }]);
    expect(choices.additions[0]!.id).toBe(research);
  });
});
