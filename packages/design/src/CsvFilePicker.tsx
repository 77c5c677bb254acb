import { useRef, type ReactNode } from 'react';

/**
 * A hidden CSV file input named `label`: `choose` opens the file picker, and the chosen file goes
 * to `onFile`. The input is cleared after, so the same file can be chosen again once fixed.
 * `accept` names other kinds of file (a JSON data file).
 */
export function useCsvFilePicker(
  label: string,
  onFile: (file: File) => Promise<void>,
  accept = '.csv,text/csv',
): { picker: ReactNode; choose: () => void } {
  const input = useRef<HTMLInputElement>(null);
  const read = async (file: File | undefined) => {
    if (!file) return;
    try {
      await onFile(file);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return {
    picker: (
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        hidden
        onChange={(e) => void read(e.target.files?.[0])}
      />
    ),
    choose: () => input.current?.click(),
  };
}
