/**
 * zod as the builds share it (shared modules ship whole, unshaken): zod's own index re-exports
 * its 60-odd locales, the JSON-schema reader and the parser compiler, 51 KB gzipped with them
 * against 25 KB without. This is zod's classic API (v4/classic/external.js) without z.locales,
 * z.core, z.fromJSONSchema, z.deepPartial, z.input and z.output as functions (the types stay) and
 * the compiler (z.compile, z.toZod, z.withParser, z.INVALID), which no browser code uses. English, the default locale, comes with the schemas.
 */
import * as z from './browser-zod.js';

export * from 'zod-files/v4/classic/schemas.js';
export * from 'zod-files/v4/classic/checks.js';
export * from 'zod-files/v4/classic/errors.js';
export * from 'zod-files/v4/classic/parse.js';
export * from 'zod-files/v4/classic/compat.js';
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  getDiscriminatedOption,
} from 'zod-files/v4/core/index.js';
export { toJSONSchema } from 'zod-files/v4/core/json-schema-processors.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from 'zod-files/v4/classic/iso.js';
export * as iso from 'zod-files/v4/classic/iso.js';
export * as coerce from 'zod-files/v4/classic/coerce.js';
export { z, z as default };
