/** A written CSV file's lines, without the byte-order mark and the final line end. */
export const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
