import type { LetterRequirement } from '@predental/applications-contract/letter-requirements';

/** A school as applications names it (its key), with the requirement schools gave where myLetters @requires it. */
export type RequiringSchool = { id: string; letterRequirement?: LetterRequirement | null };
