import { config } from 'zod';

/**
 * For pages under our Content-Security-Policy (script-src without 'unsafe-eval'): zod 4 tries
 * `new Function` on its first parse to compile faster parsers, and that try alone makes the
 * browser log a CSP violation. Jitless, zod never tries (https://zod.dev/api, 2025). Call it
 * before the first parse; servers keep the compiled parsers.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
