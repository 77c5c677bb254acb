import type { FailingRow } from '@predental/contracts/student-data';

/** What an import wrote, as the bridge answers it. */
export type ImportedCounts = Record<string, number>;

/** An import the server refused: its message, and the rows it named (none when the file as a whole was refused). */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly rows: FailingRow[],
  ) {
    super(message);
  }
}

const NOT_JSON_MESSAGE = 'This file is not a PreDental data file: choose the .json file "Download my data" saved.';

async function refusal(response: Response, fallback: string): Promise<ImportRefused> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; rows?: FailingRow[] };
  return new ImportRefused(body.message ?? fallback, body.rows ?? []);
}

/** The file name the server gave (Content-Disposition), else a plain one. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'predental-data.json';

/** GET /api/me/export, saved as the file the server names; the server's message when it refuses. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/me/export', { credentials: 'same-origin' });
  if (!response.ok) throw await refusal(response, 'Your data could not be downloaded. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  link.click();
  // The browser has taken the file once the click is handled; free the memory after it.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** POST /api/me/import with the file's JSON; refused as ImportRefused, with the failing rows. */
export async function importMyData(file: File): Promise<ImportedCounts> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new ImportRefused(NOT_JSON_MESSAGE, []);
  }
  const response = await fetch('/api/me/import', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await refusal(response, 'Your data could not be imported. Please try again.');
  return (await response.json()) as ImportedCounts;
}
