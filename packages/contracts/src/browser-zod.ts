/** Where zod 4 keeps its settings (zod/v4/core/core.js): it reads them from this global, or starts it. */
const zodScope = globalThis as { __zod_globalConfig?: Record<string, unknown> };

/**
 * For pages under our Content-Security-Policy (script-src without 'unsafe-eval'): zod 4 tries
 * `new Function` on its first parse to compile faster parsers, and that try alone makes the
 * browser log a CSP violation. Jitless, zod never tries (https://zod.dev/api, 2025). Call it
 * before the first parse; servers keep the compiled parsers. It sets zod's global rather than
 * calling zod's config(), so the shell's first paint does not wait for zod (25 KB).
 */
export function parseWithoutEval(): void {
  zodScope.__zod_globalConfig = Object.assign(zodScope.__zod_globalConfig ?? {}, { jitless: true });
}
