import { z } from 'zod';
import { graphqlId, type Entity } from '@predental/contracts/entity';
import { countCharacters } from '@predental/contracts/characters';
import { plainText } from '@predental/contracts/plain-text';
import { MAX_STATEMENT_CHARACTERS } from './statement-counts';

export * from './statement-counts';

const MAX_TITLE_LENGTH = 100;

/**
 * A statement's text: line breaks and tabs are part of it; other control characters and
 * text-direction overrides are not (AADSAS prints plain paragraphs, and they hide what is
 * written). The bound counts characters as the limit does, after a cheap bound on code units
 * (a character is at most a few dozen of them).
 */
const statementText = (what: string) =>
  plainText(
    z
      .string({ error: `${what} must be text` })
      .max(
        MAX_STATEMENT_CHARACTERS * 20,
        `${what} must be at most ${MAX_STATEMENT_CHARACTERS.toLocaleString('en-US')} characters`,
      )
      .refine(
        (text) => text.length <= MAX_STATEMENT_CHARACTERS || countCharacters(text) <= MAX_STATEMENT_CHARACTERS,
        `${what} must be at most ${MAX_STATEMENT_CHARACTERS.toLocaleString('en-US')} characters`,
      ),
    what,
    { multiLine: true },
  );

const title = plainText(
  z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  'Title',
);

/** A statement as stored beside its versions: the working draft autosave keeps, never a version. */
export const personalStatementSchema = z.object({
  id: graphqlId(),
  title,
  draft: statementText('Draft').describe('The working draft, saved as typed; saving it never adds a version.'),
  draftSavedAt: z.string().nullable().describe('When the draft was last saved (ISO 8601); null before the first.'),
  createdAt: z.string().describe('ISO 8601.'),
});
export type StoredPersonalStatement = Entity<typeof personalStatementSchema>;

/** A saved version: kept as saved, never overwritten; its counts are the text's. */
export const statementVersionSchema = z.object({
  id: graphqlId(),
  text: statementText('Statement'),
  characters: z.number().int().describe('User-perceived characters, spaces and line breaks included.'),
  words: z.number().int(),
  savedAt: z.string().describe('ISO 8601.'),
});
export type StoredStatementVersion = Entity<typeof statementVersionSchema>;

/** POST /api/personal-statements: a title, and the text to start the draft from (none: empty). */
export const statementInputSchema = z.object({
  title,
  text: statementText('Statement').default(''),
});
export type StatementInput = z.infer<typeof statementInputSchema>;

/** POST /api/personal-statements/:id/versions. */
export const versionInputSchema = z.object({ text: statementText('Statement') });

/** PATCH /api/personal-statements/:id: autosave. */
export const draftInputSchema = z.object({ draft: statementText('Draft') });

/** POST /api/personal-statements/:id/final. */
export const finalInputSchema = z.object({
  versionId: z.string({ error: 'Version is required' }).min(1, 'Version is required').max(64, 'Version not found'),
});
