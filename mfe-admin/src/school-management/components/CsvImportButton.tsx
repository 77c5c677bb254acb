import { Button } from '@predental/design/Button';
import { useRef, useState } from 'react';

/** 'Import CSV': opens the file picker and hands over the chosen file. */
export function CsvImportButton({ onFile }: { onFile: (file: File) => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);

  const onChange = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    try {
      await onFile(file);
    } finally {
      setImporting(false);
      // The same file can be chosen again after fixing it.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv"
        aria-label="CSV file"
        hidden
        onChange={(e) => void onChange(e.target.files?.[0])}
      />
      <Button variant="outline" loading={importing} onClick={() => input.current?.click()}>
        Import CSV
      </Button>
    </>
  );
}
