import { Button } from '@predental/design/Button';
import type { Entry, EntryKind } from '../entry-kind';
import { csvFileName, entriesCsv } from './entries-csv';

/** Saves the file built in the browser: nothing is sent to a server. */
function download(kind: EntryKind, entries: readonly Entry[]) {
  const url = URL.createObjectURL(new Blob([entriesCsv(kind, entries)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(kind);
  link.click();
  // The browser has taken the file once the click is handled; free the memory after it.
  setTimeout(() => URL.revokeObjectURL(url));
}

export function DownloadEntriesButton({ kind, entries }: { kind: EntryKind; entries: readonly Entry[] }) {
  return (
    <Button variant="outline" disabled={entries.length === 0} onClick={() => download(kind, entries)}>
      Download CSV
    </Button>
  );
}
