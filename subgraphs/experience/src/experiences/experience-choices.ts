import type { ExperienceContact } from '@predental/experience-contract/experiences';
import type { ExperienceType } from '@predental/experience-contract/experience-types';

/**
 * A log the student put in another entry than its default one (moved, or split off). The type
 * is the log's when it was placed: a log whose type changed since goes back to its default entry,
 * so an entry never mixes types.
 */
export interface Placement {
  logId: string;
  experienceId: string;
  type: ExperienceType;
}

/** What only the student knows of an entry, kept by the entry's id. */
export interface Additions {
  id: string;
  /** The fields the student gave; a shadowing entry's dentist fills an absent name. */
  contact: Partial<ExperienceContact>;
  ongoing: boolean;
  description: string | null;
  highlighted: boolean;
}

/** The student's choices for their AADSAS entries, kept in their experience record. */
export interface ExperienceChoices {
  placements: Placement[];
  additions: Additions[];
}

export const noChoices = (): ExperienceChoices => ({ placements: [], additions: [] });
