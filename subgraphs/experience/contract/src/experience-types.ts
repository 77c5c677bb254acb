import { z } from 'zod';

/**
 * The ADEA AADSAS experience types, in the order AADSAS lists them: academic enrichment, dental
 * experience, dental shadowing (in person and virtual), employment, extracurricular activities,
 * research, volunteer (Wayne State University pre-dental advising, the AADSAS experience
 * categories, undated page, read 2026: https://wayne.edu/advising/pre-health/programs/dental/professional-development).
 */
export const EXPERIENCE_TYPES = [
  'academic-enrichment',
  'dental-experience',
  'dental-shadowing-in-person',
  'dental-shadowing-virtual',
  'employment',
  'extracurricular',
  'research',
  'volunteer',
] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

/** Each type as AADSAS names it, for the screens and the CSV. */
const EXPERIENCE_TYPE_NAMES: Record<ExperienceType, string> = {
  'academic-enrichment': 'Academic Enrichment',
  'dental-experience': 'Dental Experience',
  'dental-shadowing-in-person': 'Dental Shadowing (In Person)',
  'dental-shadowing-virtual': 'Dental Shadowing (Virtual)',
  employment: 'Employment',
  extracurricular: 'Extracurricular Activities',
  research: 'Research',
  volunteer: 'Volunteer',
};

/** A type's AADSAS name, from its id as GraphQL sends it (a String). */
export const experienceTypeName = (type: string): string =>
  (EXPERIENCE_TYPE_NAMES as Record<string, string | undefined>)[type] ?? type;

/** Shadowing's two modes: a visit in the office, or a virtual one (AADSAS's two shadowing types). */
const SHADOWING_MODES = ['in-person', 'virtual'] as const;
export type ShadowingMode = (typeof SHADOWING_MODES)[number];

/** The AADSAS type of a shadowing visit. */
export const shadowingType = (mode: ShadowingMode): ExperienceType => `dental-shadowing-${mode}`;

/**
 * The types logged as experience logs: every type but SPEC's shadowing and volunteer, which keep
 * their own entries, screens and /api rows.
 */
const LOGGED_TYPES = ['academic-enrichment', 'dental-experience', 'employment', 'extracurricular', 'research'] as const;
export type LoggedType = (typeof LOGGED_TYPES)[number];

const oneOf = (values: readonly string[]) => values.join(', ');

const UNKNOWN_TYPE_MESSAGE = `Type must be one of ${oneOf(EXPERIENCE_TYPES)}`;
/** Shadowing and volunteer hours have their own rows; the message says where. */
const UNKNOWN_LOGGED_TYPE_MESSAGE = `Type must be one of ${oneOf(LOGGED_TYPES)} (shadowing and volunteer hours are logged at /api/shadowing and /api/volunteer)`;

/** Any of the eight types (a goal, an entry). */
export const experienceTypeSchema = z
  .enum(EXPERIENCE_TYPES, { error: UNKNOWN_TYPE_MESSAGE })
  .describe(`One of ${oneOf(EXPERIENCE_TYPES)}, in AADSAS's order.`);

/** The type of an experience log. */
export const loggedTypeSchema = z
  .enum(LOGGED_TYPES, { error: UNKNOWN_LOGGED_TYPE_MESSAGE })
  .describe(`One of ${oneOf(LOGGED_TYPES)}.`);

/** Shadowing's mode: in person unless said, so SPEC's clients and every entry logged before keep working. */
export const shadowingModeSchema = z
  .enum(SHADOWING_MODES, { error: `Mode must be one of ${oneOf(SHADOWING_MODES)}` })
  .describe('in-person (the default) or virtual.');
