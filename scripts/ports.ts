import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Ports for stacks that run side by side (tests, benchmarks). A port found free by binding port 0
 * is not reserved: it lies in the ephemeral range, so until our service binds it any outgoing
 * connection, or another stack's probe, can take it, and a start-up check may then be answered
 * by someone else's process. So ports come from below that range (32768-60999 on Linux, which
 * connections never use) and are claimed in a shared folder, one file per port naming its owner.
 */
const FIRST = 20_000;
const LAST = 32_000;
const CLAIMS = path.join(os.tmpdir(), 'predental-ports');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function claim(port: number): boolean {
  const file = path.join(CLAIMS, String(port));
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    // A claim left by a process that has ended is taken over; two takers are told apart by re-reading.
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && alive(owner)) return false;
    writeFileSync(file, String(process.pid));
    return Number(readFileSync(file, 'utf8')) === process.pid;
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port no other stack on this machine will be given until `releasePort`, or until this process ends. */
export async function reservePort(): Promise<number> {
  mkdirSync(CLAIMS, { recursive: true });
  for (let tries = 0; tries < 500; tries += 1) {
    const port = randomInt(FIRST, LAST);
    if (!claim(port)) continue;
    if (await bindable(port)) return port;
    releasePort(port);
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}

export function releasePort(port: number): void {
  const file = path.join(CLAIMS, String(port));
  try {
    if (Number(readFileSync(file, 'utf8')) === process.pid) rmSync(file, { force: true });
  } catch {
    // already gone
  }
}
