import { z } from 'zod';

/**
 * Free text as people write it (issue 23): every language's letters, marks and emoji, but no
 * control characters and no bidirectional embeddings, overrides or isolates, which make a name
 * such as "\u202Enimda" display as "admin". Left-to-right and right-to-left marks (U+200E, U+200F)
 * and the zero-width joiner of emoji stay: they reorder nothing. Notes keep tabs and line breaks.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- these rules exist to find control characters
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const NOTE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const hasHiddenCharacters = (text: string, multiLine = false) =>
  BIDI_CONTROLS.test(text) || (multiLine ? NOTE_CONTROLS : LINE_CONTROLS).test(text);

const hiddenCharactersMessage = (what: string) => `${what} must not contain control or text-direction characters`;

/** The one rule, added to a text field's schema; `what` names the field in the message. */
export function plainText<T extends z.ZodType<string | null | undefined>>(
  schema: T,
  what: string,
  options: { multiLine?: boolean } = {},
) {
  return schema.refine(
    (text) => typeof text !== 'string' || !hasHiddenCharacters(text, options.multiLine),
    hiddenCharactersMessage(what),
  );
}

/** Optional text: trimmed, at most `max` characters; empty is stored as none, so clearing the field clears it. */
const optionalText = (what: string, max: number, multiLine: boolean) =>
  plainText(
    z
      .string({ error: `${what} must be text` })
      .trim()
      .max(max, `${what} must be at most ${max} characters`),
    what,
    { multiLine },
  )
    .nullish()
    .transform((text) => text || null);

/** Optional notes, line breaks kept. */
export const optionalNotes = (what: string, max: number) => optionalText(what, max, true);

/** An optional line of text (a title, a phone number). */
export const optionalLine = (what: string, max: number) => optionalText(what, max, false);
