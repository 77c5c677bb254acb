import { MAX_IMPORT_ROWS } from '@predental/contracts/dental-school-csv';
import { importChunks, parseSchoolCsv } from '../src/school-management/api/school-csv';

describe('school CSV in the browser', () => {
  it('keeps quoted commas and only the known columns', () => {
    const rows = parseSchoolCsv('name, tuition ,notes,ranking\n"Bay Dental","$45,000","Small, friendly",3\n\n');
    expect(rows).toEqual([{ name: 'Bay Dental', tuition: '$45,000', notes: 'Small, friendly' }]);
  });

  it('refuses a file without a name column or with a broken quote', () => {
    expect(parseSchoolCsv('state,city\nOhio,Columbus')).toBeNull();
    expect(parseSchoolCsv('name,notes\nBay Dental,"never closed')).toBeNull();
  });

  it('splits big imports into requests under the 100kb body limit and the row cap', () => {
    const long = Array.from({ length: 60 }, (_, i) => ({ name: `School ${i}`, notes: 'x'.repeat(4000) }));
    const chunks = importChunks(long);
    expect(chunks.flat()).toEqual(long);
    for (const chunk of chunks) expect(JSON.stringify({ rows: chunk }).length).toBeLessThan(100_000);

    const many = Array.from({ length: MAX_IMPORT_ROWS + 5 }, (_, i) => ({ name: `S${i}` }));
    expect(importChunks(many).map((chunk) => chunk.length)).toEqual([MAX_IMPORT_ROWS, 5]);
  });
});
