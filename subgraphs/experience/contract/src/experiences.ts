import { z } from 'zod';
import { countCharacters } from '@predental/contracts/characters';
import { graphqlId, graphqlObject, type Entity } from '@predental/contracts/entity';
import { optionalLine, plainText } from '@predental/contracts/plain-text';
import { experienceTypeSchema } from './experience-types';
import { EXPERIENCE_SETTINGS } from './experience-settings';

export { EXPERIENCE_SETTINGS };

const { descriptionLimit, highlightLimit } = EXPERIENCE_SETTINGS;

export const experienceSettingsSchema = z.object({
  descriptionLimit: z.number().int(),
  descriptionLimitSourceUrl: z.string(),
  highlightLimit: z.number().int(),
  highlightLimitSourceUrl: z.string(),
});

const descriptionOverMessage = (characters: number) =>
  `Description must be at most ${descriptionLimit} characters (it has ${characters.toLocaleString('en-US')})`;
export const HIGHLIGHT_LIMIT_MESSAGE = `You can highlight at most ${highlightLimit} experiences: AADSAS lets you mark ${highlightLimit}`;
const CONTACT_EMAIL_MESSAGE = 'Please enter a valid contact email';

/** The person AADSAS asks for, who can confirm the experience; every field optional, null clears one. */
const contactFields = {
  name: optionalLine('Contact name', 100),
  title: optionalLine('Contact title', 100),
  email: z
    .string({ error: CONTACT_EMAIL_MESSAGE })
    .trim()
    .max(254, CONTACT_EMAIL_MESSAGE)
    .refine((email) => email === '' || z.email().safeParse(email).success, CONTACT_EMAIL_MESSAGE)
    .nullish()
    .transform((email) => email || null),
  phone: optionalLine('Contact phone', 40),
};

/**
 * The description, counted as AADSAS counts (spaces and line breaks included) with the same
 * count as the personal statement: user-perceived characters (grapheme clusters, Intl.Segmenter),
 * so an accented letter or an emoji counts once, as a student sees it, and the two limits the
 * product checks against AADSAS agree. A cheap bound on UTF-16 units comes first.
 */
const description = plainText(
  z
    .string({ error: 'Description must be text' })
    .max(descriptionLimit * 20, descriptionOverMessage(descriptionLimit * 20))
    .superRefine((text, context) => {
      const characters = countCharacters(text);
      if (characters > descriptionLimit) context.addIssue(descriptionOverMessage(characters));
    }),
  'Description',
  { multiLine: true },
)
  .nullish()
  .transform((text) => text || null);

/** What only the student knows of an entry: kept per entry, changed with PATCH /api/experiences/{id}. */
const additionFields = {
  ongoing: z
    .boolean({ error: 'Ongoing must be true or false' })
    .describe('Still going on: its average counts up to today.'),
  description: description.describe(`At most ${descriptionLimit} characters, spaces included.`),
  highlighted: z
    .boolean({ error: 'Highlighted must be true or false' })
    .describe(`Marked for AADSAS's highlighted experiences (at most ${highlightLimit}).`),
};

/**
 * An AADSAS experience entry (issue 37): composed from the student's logs of one type and one
 * organization or dentist; its figures are computed from them, the rest is the student's.
 */
export const experienceSchema = z.object({
  id: graphqlId().describe('Stable across reads: from the group the logs make, or kept with a split.'),
  type: experienceTypeSchema,
  organization: z.string().describe("The organization, or for shadowing the dentist's practices, joined with '; '."),
  firstDate: z.string().describe('ISO date of its first log.'),
  lastDate: z.string().describe('ISO date of its last log.'),
  totalHours: z.number(),
  averageHoursPerWeek: z
    .number()
    .describe(
      'Total hours over its weeks: days from first to last date (to today if ongoing), inclusive, / 7, at least 1.',
    ),
  ...additionFields,
  contact: graphqlObject(
    'ExperienceContact',
    contactFields,
    'Who can confirm the experience; a dentist is the contact of their shadowing unless the student says otherwise.',
  ),
  logIds: z
    .array(graphqlId())
    .describe('The logs it is made of: shadowing entries, volunteer entries or experience logs.'),
});
export type Experience = Entity<typeof experienceSchema>;
export type ExperienceContact = Experience['contact'];

/** PATCH /api/experiences/{id}: any of the student's fields, at least one; contact fields not sent stay. */
export const experienceUpdateSchema = z
  .object({ ...additionFields, contact: z.object(contactFields).partial() })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Nothing to update: send contact, ongoing, description or highlighted',
  });
export type ExperienceUpdate = z.infer<typeof experienceUpdateSchema>;

/** Moving logs: a new entry from some of an entry's logs (splitExperience). */
export const SPLIT_MESSAGE = 'Choose some of the entry’s logs to split off, not none and not all of them';
export const MOVE_TYPE_MESSAGE = 'A log can only move to an entry of its own type';
