import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { REMOTES, remoteDist } from '../entry/src/remotes';
import { ROOT } from '../scripts/stack';

const gzipped = (file: string) => gzipSync(readFileSync(file)).length;

/** The JavaScript a first visit to the landing page loads, gzipped, and whether any remote code is among it. */
export async function landingPageJs(entryUrl: string): Promise<{ bytes: number; files: number; remoteFiles: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(entryUrl, { waitUntil: 'networkidle' });
    const shellFiles = scripts.filter((p) => !p.startsWith('/remotes/'));
    const bytes = shellFiles.reduce((sum, p) => sum + gzipped(path.join(ROOT, 'shell', 'dist', p)), 0);
    return { bytes, files: scripts.length, remoteFiles: scripts.length - shellFiles.length };
  } finally {
    await browser.close();
  }
}

export function remoteEntrySizes(): Record<string, number> {
  return Object.fromEntries(REMOTES.map((name) => [name, gzipped(path.join(remoteDist(name), 'remoteEntry.js'))]));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the landing page's JS and each remote entry, gzipped (`npm run bench` and `npm run bench:bundles`). */
export async function printBundleSizes(entryUrl: string, label: string): Promise<void> {
  const landing = await landingPageJs(entryUrl);
  console.log(
    `[${label}] landing page: ${landing.files} scripts, ${kb(landing.bytes)} gzipped, ${landing.remoteFiles} from remotes`,
  );
  for (const [name, bytes] of Object.entries(remoteEntrySizes()))
    console.log(`[${label}] ${name} remoteEntry.js: ${kb(bytes)} gzipped`);
}
