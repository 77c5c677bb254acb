export { csvText, plainCsvCell, type CsvCell } from '@predental/contracts/csv';

/** Saves text built in the browser as a file: nothing is sent to a server. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click is handled; free the memory after it.
  setTimeout(() => URL.revokeObjectURL(url));
}
