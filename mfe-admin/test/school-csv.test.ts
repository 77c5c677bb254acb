import { MAX_IMPORT_ROWS } from '@predental/schools-contract/dental-school-csv';
import { importChunks, parseCsv } from '../src/school-management/api/school-csv';

describe('school CSV in the browser', () => {
  it('keeps quoted commas and only the known columns', async () => {
    const csv = await parseCsv('name, tuition ,notes,ranking\n"Bay Dental","$45,000","Small, friendly",3\n\n');
    expect(csv).toEqual({
      kind: 'schools',
      rows: [{ name: 'Bay Dental', tuition: '$45,000', notes: 'Small, friendly' }],
    });
  });

  it("reads a figures CSV (the seed's school-figures.csv columns) by its figure column", async () => {
    const csv = await parseCsv(
      'key,figure,value,scale,year,sourceKind,sourceUrl,note,extra\nbay-dental,gpaOverall,3.7,,2025,school,https://bay.example.edu,"Mean, all",x',
    );
    expect(csv).toEqual({
      kind: 'figures',
      rows: [
        {
          key: 'bay-dental',
          figure: 'gpaOverall',
          value: '3.7',
          scale: '',
          year: '2025',
          sourceKind: 'school',
          sourceUrl: 'https://bay.example.edu',
          note: 'Mean, all',
        },
      ],
    });
  });

  it('refuses a file with neither a name nor a figure column, or with a broken quote', async () => {
    expect(await parseCsv('state,city\nOhio,Columbus')).toBeNull();
    expect(await parseCsv('name,notes\nBay Dental,"never closed')).toBeNull();
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
