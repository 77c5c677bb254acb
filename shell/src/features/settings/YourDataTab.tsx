import type { FailingRow } from '@predental/contracts/student-data';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { useCsvFilePicker } from '@predental/design/CsvFilePicker';
import { ConfirmDialog } from '@predental/design/Dialog';
import { toast } from '../../lib/toast';
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import styled from 'styled-components';
import { messageOf } from '../../lib/error-message';
import { downloadMyData, ImportRefused, importMyData, type ImportedCounts } from './your-data-api';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0 0 0 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.destructive};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
  overflow-wrap: anywhere;
`;

/** The words a student reads for each list of the file. */
const COUNTED: Record<string, [one: string, many: string]> = {
  courses: ['course', 'courses'],
  datScores: ['DAT score', 'DAT scores'],
  experienceEntries: ['hours entry', 'hours entries'],
  favorites: ['favorite school', 'favorite schools'],
  applications: ['application', 'applications'],
  letters: ['letter', 'letters'],
  personalStatements: ['personal statement', 'personal statements'],
};

const importedSummary = (counts: ImportedCounts) => {
  const parts = Object.entries(COUNTED)
    .filter(([key]) => (counts[key] ?? 0) > 0)
    .map(([key, [one, many]]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  return parts.length > 0 ? `Imported ${parts.join(', ')}.` : 'The file held no records; nothing was added.';
};

/** "Academics, courses row 2, credits: Credits must not be negative": the row as the file numbers it from 1. */
const rowText = ({ area, entity, index, field, message }: FailingRow) =>
  `${area[0]!.toUpperCase()}${area.slice(1)}, ${entity}${index === null ? '' : ` row ${index + 1}`}${field ? `, ${field}` : ''}: ${message}`;

/** Settings' "Your data" (issue 38): everything the student has, as one file, and that file imported back. */
export function YourDataTab() {
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [refusedRows, setRefusedRows] = useState<FailingRow[]>([]);
  const { picker, choose } = useCsvFilePicker(
    'Data file to import',
    async (file) => setChosen(file),
    '.json,application/json',
  );

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast({ title: 'Data Downloaded', description: 'Your data file is in your downloads.' });
    } catch (error) {
      toast({ title: 'Download Failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const importChosen = async (file: File) => {
    setImporting(true);
    try {
      const counts = await importMyData(file);
      setRefusedRows([]);
      // Every area's screens read their lists afresh.
      await client.resetStore();
      toast({ title: 'Data Imported', description: importedSummary(counts) });
    } catch (error) {
      setRefusedRows(error instanceof ImportRefused ? error.rows : []);
      toast({ title: 'Import Failed', description: messageOf(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setImporting(false);
      setChosen(null);
    }
  };

  return (
    <Stack>
      <SectionCard
        title="Download my data"
        description="One file (JSON) with everything you have entered: your profile, courses, DAT scores, hours and experience entries, goals, favorite schools, applications and their events, letters and personal statements."
      >
        <div>
          <Button onClick={() => void download()} loading={downloading}>
            Download my data
          </Button>
        </div>
      </SectionCard>
      <SectionCard
        title="Import data"
        description="Brings a downloaded file's records into this account, on this platform or another one. It works only in an account with no records yet, and nothing is imported if any row breaks a rule."
      >
        <Stack>
          <div>
            {picker}
            <Button variant="outline" onClick={choose} loading={importing}>
              Import data
            </Button>
          </div>
          {refusedRows.length > 0 && (
            <section aria-label="Rows that could not be imported">
              <Rows>
                {refusedRows.map((row, at) => (
                  <li key={at}>{rowText(row)}</li>
                ))}
              </Rows>
            </section>
          )}
        </Stack>
      </SectionCard>
      <ConfirmDialog
        open={chosen !== null}
        title="Import this data file?"
        description={`The records in ${chosen?.name ?? 'the file'} will be added to this account. Your username, email and password stay as they are.`}
        confirmLabel="Import"
        pending={importing}
        onCancel={() => setChosen(null)}
        onConfirm={() => chosen && void importChosen(chosen)}
      />
    </Stack>
  );
}
