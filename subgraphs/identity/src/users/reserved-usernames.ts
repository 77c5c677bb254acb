import { remove as latinLookalikes } from 'confusables';

/**
 * Reserved-name check that lookalikes cannot slip past. Only for a name being chosen (sign-up,
 * rename): stored usernameKeys and login stay on the exact lowercase key (user-model keyOf).
 * It matches the whole name only: `administrator`, `badminton` and `madmin` stay free.
 */

/** Only usernames nobody can sign up with: the admin account comes from configuration. */
const RESERVED_USERNAMES = ['admin'];

/** Renders as nothing: ignorables (soft hyphen, ZW*, word joiner, BOM, VS, tags), format, control, spaces, braille blank. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\s\u2800]/gu;
/** Accents and other combining marks, including the U+0307 dot that `İ`.toLowerCase() leaves behind. */
const MARKS = /\p{M}/gu;

/**
 * What `confusables` leaves alone, and folds that matter for `admin`. It is a Latin-lookalike map,
 * not the UTS #39 table, so UTS #39's own m → rn is added here: `adrnin` is reserved on purpose
 * (it reads as admin); the i/l/1 and o/0 folds go further than UTS #39, which only blocks more names.
 */
const EXTRA: Record<string, string> = {
  m: 'rn',
  l: 'i',
  '1': 'i',
  '|': 'i',
  '\ua4f2': 'i', // ꓲ Lisu letter I
  '\u2c93': 'i', // ⲓ Coptic iota
  '\uab77': 'd', // ꮷ Cherokee small letter (Ꮷ)
  '0': 'o',
  '4': 'a',
  '@': 'a',
};

/** A comparison key for lookalike detection; never store it or show it. */
export function usernameSkeleton(name: string): string {
  // Compatibility forms to their plain letters: fullwidth ａ, superscript ᵃ, math 𝐚, ⅰ.
  let text = name.normalize('NFKC');
  // Invisible characters would otherwise make `admin\u200b` a different name.
  text = text.replace(INVISIBLE, '');
  // Case-fold; `İ` lowercases to i + U+0307 (dropped below) and Turkish dotless ı has no case pair.
  text = text.toLowerCase().replace(/\u0131/g, 'i');
  // Drop marks so accented or dotted letters compare as their base letter.
  text = text.normalize('NFD').replace(MARKS, '');
  // Cyrillic а/о/і, Greek α/ο/ι and the like to Latin; the library answers some in capitals.
  text = latinLookalikes(text).toLowerCase();
  return Array.from(text, (char) => EXTRA[char] ?? char).join('');
}

const RESERVED_SKELETONS = new Set(RESERVED_USERNAMES.map(usernameSkeleton));

/** True when the name is, or looks like, a reserved username. */
export function isReservedUsername(name: string): boolean {
  return RESERVED_SKELETONS.has(usernameSkeleton(name));
}
