/**
 * zod/mini as the shell shares it, for its check of the remotes' screen declarations
 * (@predental/contracts/screens): on zod's core like the full zod (browser-zod.js), so a page that
 * later loads the full zod for a form fetches the core once. Like browser-zod.js it names the
 * values the code uses (test/browser-shared.test.ts), so webpack shakes the rest.
 */
import en from '#zod-files/v4/locales/en.js';
import * as z from './browser-zod-mini.js';

export { _default, array, boolean, enum, int, object, optional, string } from '#zod-files/v4/mini/schemas.js';
export { gte, lte, maxLength, minLength, regex, trim } from '#zod-files/v4/mini/checks.js';
export { config, prettifyError } from '#zod-files/v4/core/index.js';
/** zod/mini's `locales`, English only: the others stay out of the page. */
const locales = { en };

export { locales, z, z as default };
