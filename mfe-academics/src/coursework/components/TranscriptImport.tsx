import { Button } from '@predental/design/Button';
import { useCsvFilePicker } from '@predental/design/CsvFilePicker';
import type { AreaProps } from '@predental/area-runtime/area';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { lazy, useState } from 'react';
import type { TranscriptPreview } from './transcript-preview';

// The dialog and the CSV parser are fetched when the student first imports, not with the page.
const TranscriptDialog = lazy(() => import('./TranscriptDialog'));

const NOT_A_TRANSCRIPT =
  'The file is not a transcript CSV: its first line must name the columns, Course Title (or courseName) among them.';

/**
 * 'Import Transcript': says the columns it reads and offers a template; reads a CSV of courses
 * (the file "Download CSV" writes too), previews what it adds and what it refuses, and adds
 * nothing until confirmed (TranscriptDialog).
 */
export function TranscriptImport({ notify }: Pick<AreaProps, 'notify'>) {
  const [choosing, setChoosing] = useState(false);
  const [preview, setPreview] = useState<TranscriptPreview | null>(null);
  const close = () => {
    setChoosing(false);
    setPreview(null);
  };
  const { picker, choose } = useCsvFilePicker('Transcript CSV file', async (file) => {
    const { previewTranscript } = await import('./transcript-preview');
    const read = previewTranscript(file.name, await file.text());
    if (!read) return notify({ title: 'Error', description: NOT_A_TRANSCRIPT, variant: 'destructive' });
    setPreview(read);
  });
  const open = choosing || preview !== null;
  return (
    <>
      {picker}
      <Button variant="outline" onClick={() => setChoosing(true)}>
        Import Transcript
      </Button>
      <WhenFirstOpened open={open}>
        <TranscriptDialog notify={notify} open={open} preview={preview} onChoose={choose} onClose={close} />
      </WhenFirstOpened>
    </>
  );
}
