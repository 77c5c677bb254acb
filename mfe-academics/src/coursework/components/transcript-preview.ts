import { checkCourseCsvRows } from '@predental/academics-contract/course-csv';
import { parseTranscriptCsv } from '../transcript-csv';

type Checked = ReturnType<typeof checkCourseCsvRows>[number] & { row: number };

/** A chosen transcript file's rows, each checked (numbered from 1, the header left out). */
export interface TranscriptPreview {
  fileName: string;
  rows: Checked[];
}

/** The file's rows, checked; null when it is not a transcript CSV. Loaded with the first file chosen (it brings the CSV parser). */
export function previewTranscript(fileName: string, text: string): TranscriptPreview | null {
  const rows = parseTranscriptCsv(text);
  if (!rows) return null;
  return { fileName, rows: checkCourseCsvRows(rows).map((checked, i) => ({ ...checked, row: i + 1 })) };
}
