import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { REMOTES, remoteDist } from '../entry/src/remotes';
import { ROOT } from '../scripts/stack';

interface Sizes {
  gzip: number;
  /** The build's brotli copy, which the servers send a browser (NaN: the build wrote none). */
  brotli: number;
}

const sizes = (file: string): Sizes => ({
  gzip: gzipSync(readFileSync(file)).length,
  brotli: existsSync(`${file}.br`) ? statSync(`${file}.br`).size : NaN,
});

/** The JavaScript a first visit to the landing page loads, compressed, and whether any remote code is among it. */
export async function landingPageJs(entryUrl: string): Promise<Sizes & { files: number; remoteFiles: number }> {
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
    const each = shellFiles.map((p) => sizes(path.join(ROOT, 'shell', 'dist', p)));
    return {
      gzip: each.reduce((sum, file) => sum + file.gzip, 0),
      brotli: each.reduce((sum, file) => sum + file.brotli, 0),
      files: scripts.length,
      remoteFiles: scripts.length - shellFiles.length,
    };
  } finally {
    await browser.close();
  }
}

export function remoteEntrySizes(): Record<string, Sizes> {
  return Object.fromEntries(REMOTES.map((name) => [name, sizes(path.join(remoteDist(name), 'remoteEntry.js'))]));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const compressed = (file: Sizes) => `${kb(file.gzip)} gzipped, ${kb(file.brotli)} as sent (brotli)`;

/** Prints the landing page's JS and each remote entry, compressed (`npm run bench` and `npm run bench:bundles`). */
export async function printBundleSizes(entryUrl: string, label: string): Promise<void> {
  const landing = await landingPageJs(entryUrl);
  console.log(
    `[${label}] landing page: ${landing.files} scripts, ${compressed(landing)}, ${landing.remoteFiles} from remotes`,
  );
  for (const [name, file] of Object.entries(remoteEntrySizes()))
    console.log(`[${label}] ${name} remoteEntry.js: ${compressed(file)}`);
}
