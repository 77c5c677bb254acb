/*
 * The AADSAS experience types and shadowing's modes, without zod: the dashboard's hours and the
 * log screens show them from here and load no zod before a form is used (issue 41).
 * experience-types.ts builds the schemas on them.
 */

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
export const SHADOWING_MODES = ['in-person', 'virtual'] as const;
export type ShadowingMode = (typeof SHADOWING_MODES)[number];

/** The AADSAS type of a shadowing visit. */
export const shadowingType = (mode: ShadowingMode): ExperienceType => `dental-shadowing-${mode}`;

/**
 * The types logged as experience logs: every type but SPEC's shadowing and volunteer, which keep
 * their own entries, screens and /api rows.
 */
export const LOGGED_TYPES = [
  'academic-enrichment',
  'dental-experience',
  'employment',
  'extracurricular',
  'research',
] as const;
export type LoggedType = (typeof LOGGED_TYPES)[number];
