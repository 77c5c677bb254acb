/**
 * zod as the builds share it. A shared module ships unshaken: zod's own index, with its 60-odd
 * locales and its parser compiler, is 389 KB minified, all of its classic API without them 40 KB
 * gzipped. This module names the part of zod's classic API the browser code uses (25 KB), so
 * webpack shakes the rest; test/browser-zod.test.ts fails when code uses a zod value not here.
 * English, the default locale, comes with the schemas.
 */
import * as z from './browser-zod.js';

export {
  ZodDefault,
  _default,
  array,
  boolean,
  email,
  enum,
  literal,
  null,
  number,
  object,
  optional,
  preprocess,
  string,
  union,
  unknown,
  url,
  int,
} from '#zod-files/v4/classic/schemas.js';
export { gte, lte, maxLength, minLength, regex, trim } from '#zod-files/v4/classic/checks.js';
export { ZodError } from '#zod-files/v4/classic/errors.js';
export { NEVER, prettifyError } from '#zod-files/v4/core/index.js';
export { z, z as default };
