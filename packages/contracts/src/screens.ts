import * as z from 'zod/mini';

export { SCREENS_FILE } from './screens-file';

/*
 * What a remote declares about its screens (its src/screens.ts). The build writes it as
 * screens.json next to mf-manifest.json; the shell reads it at run time to draw the routes and
 * the sidebar, so a new screen ships with its remote alone. zod/mini, not the full zod: the shell
 * checks what it fetches itself, and the full zod (25 KB) waits for a form (issue 41).
 */

/** Sidebar sections: the main list, and Administration (shown to admins only). */
const NAV_SECTIONS = ['main', 'admin'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** A short required name, trimmed: '<what> is required', '<what> is at most 40 characters'. */
const shortName = (what: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, `${what} is required`), z.maxLength(40, `${what} is at most 40 characters`));

const navEntrySchema = z.object({
  label: shortName('A sidebar label'),
  section: z.enum(NAV_SECTIONS),
  /** Place in its section; the shell's own entries use the same scale (Dashboard 10, Application Summary 20, Settings 1000). */
  order: z.int().check(z.gte(0), z.lte(10_000)),
});

/** A module name: a key of the remote's exposes, without './'. */
const moduleSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/, 'A module name is letters and digits, such as Coursework'));

const screenSchema = z.object({
  path: z
    .string()
    .check(
      z.regex(
        /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/,
        'A screen path is lowercase words joined by - and /, such as /dental-schools',
      ),
    ),
  /** The exposed module that renders the screen (a key of the remote's exposes, without './'). */
  module: moduleSchema,
  /** Hides the sidebar entry from non-admins; the screen itself checks who may see it. */
  adminOnly: z._default(z.boolean(), false),
  /** Absent for a screen reached only by its address (an old path kept working). */
  nav: z.optional(navEntrySchema),
  /**
   * The screen draws its heading without Apollo and wraps what reads through it in the `withData`
   * it is given (area-runtime's headingFirst): the shell neither waits for Apollo nor preloads it.
   */
  headingFirst: z.optional(z.boolean()),
});

/**
 * What a remote renders in a slot another area's screen names (`SLOTS` in ./slots). The
 * slot is any name, not a list: a shell that does not host it leaves it out, rather than refuse
 * a newer remote's whole declaration.
 */
const contributionSchema = z.object({
  slot: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A slot name is lowercase words joined by -')),
  module: moduleSchema,
  /** Place among the slot's contributions, every area's together. */
  order: z.int().check(z.gte(0), z.lte(10_000)),
});

const areaScreensSchema = z.object({
  /** How the area is called in its error card: 'Academics is unavailable'. */
  area: shortName('The area name'),
  screens: z.array(screenSchema).check(z.maxLength(50, 'An area declares at most 50 screens')),
  contributions: z.optional(
    z.array(contributionSchema).check(z.maxLength(20, 'An area declares at most 20 contributions')),
  ),
});

/** What a remote writes in its src/screens.ts (adminOnly and contributions may be left out). */
export type AreaScreensDeclaration = z.input<typeof areaScreensSchema>;
/** What the shell works with, once checked. */
export type AreaScreens = z.output<typeof areaScreensSchema>;

/** The declaration, or the reason it cannot be used (shown by the build, logged by the shell). */
export function parseAreaScreens(value: unknown): { ok: true; screens: AreaScreens } | { ok: false; error: string } {
  // zod/mini leaves the messages to a locale; the full zod sets English on its own, and may have already.
  if (!z.config().localeError) z.config(z.locales.en());
  const result = areaScreensSchema.safeParse(value);
  return result.success ? { ok: true, screens: result.data } : { ok: false, error: z.prettifyError(result.error) };
}
