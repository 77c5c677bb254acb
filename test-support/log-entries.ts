import { readFileSync } from 'node:fs';
import path from 'node:path';

export type LogEntry = Record<string, unknown>;

/**
 * The JSON entries of logs read while services write them. A log's last line may still be on its
 * way (it comes through a pipe, in chunks), so only lines that a newline ends are read.
 */
export function logEntries(...texts: string[]): LogEntry[] {
  return texts
    .flatMap((text) => text.slice(0, text.lastIndexOf('\n') + 1).split('\n'))
    .filter((line) => line.startsWith('{') && line.endsWith('}'))
    .map((line) => JSON.parse(line) as LogEntry);
}

/** The platform's logs for these services, as the test stack writes them (TEST_LOG_DIR). */
export const serviceLogs = (...services: string[]) =>
  services.map((service) => readFileSync(path.join(process.env.TEST_LOG_DIR!, `${service}.log`), 'utf8'));

/** A service logs after it answers: waits (up to 10 s) until `read`'s logs hold an entry `wanted` picks. */
export async function loggedEntries(read: () => string[], wanted: (entry: LogEntry) => boolean): Promise<LogEntry[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = logEntries(...read()).filter(wanted);
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
