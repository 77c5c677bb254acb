import { Button } from '@predental/design/Button';
import { useCsvFilePicker } from '@predental/design/CsvFilePicker';
import { useState } from 'react';

/** 'Import CSV': opens the file picker and hands over the chosen file. */
export function CsvImportButton({ onFile }: { onFile: (file: File) => Promise<void> }) {
  const [importing, setImporting] = useState(false);
  const { picker, choose } = useCsvFilePicker('CSV file', async (file) => {
    setImporting(true);
    try {
      await onFile(file);
    } finally {
      setImporting(false);
    }
  });

  return (
    <>
      {picker}
      <Button variant="outline" loading={importing} onClick={choose}>
        Import CSV
      </Button>
    </>
  );
}
