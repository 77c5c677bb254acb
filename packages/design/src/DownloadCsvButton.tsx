import { Button } from './Button';
import { downloadCsv } from './csv';

/** 'Download CSV': builds the file only when clicked; disabled while there is nothing to save. */
export function DownloadCsvButton({
  fileName,
  rowCount,
  csv,
}: {
  fileName: string;
  rowCount: number;
  csv: () => string;
}) {
  return (
    <Button variant="outline" disabled={rowCount === 0} onClick={() => downloadCsv(fileName, csv())}>
      Download CSV
    </Button>
  );
}
