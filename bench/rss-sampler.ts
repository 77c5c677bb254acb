import { readFileSync } from 'node:fs';

/** A process's resident memory in MiB, read from /proc (Linux), or undefined once it has gone. */
export function residentMiB(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's resident memory every few milliseconds until stopped; stop() gives the peak. */
export function sampleRss(pid: number, everyMs = 20) {
  let peak = residentMiB(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid) ?? 0);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, residentMiB(pid) ?? 0);
    },
  };
}
