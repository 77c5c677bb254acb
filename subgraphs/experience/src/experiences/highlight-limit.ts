import { EXPERIENCE_SETTINGS, HIGHLIGHT_LIMIT_MESSAGE } from '@predental/experience-contract/experiences';
import { badInput } from '@predental/service-kit/errors';

/** Refuses highlighting entry `id` when the setting's number of entries are highlighted already (a 400 naming the limit). */
export function checkHighlightLimit(experiences: readonly { id: string; highlighted: boolean }[], id: string): void {
  const others = experiences.filter((experience) => experience.highlighted && experience.id !== id).length;
  if (others >= EXPERIENCE_SETTINGS.highlightLimit) badInput(HIGHLIGHT_LIMIT_MESSAGE);
}
