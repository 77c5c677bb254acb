import { formatCalendarDate } from '@predental/design/dates';
import { EXPERIENCE_TYPES, experienceTypeName as typeName } from '@predental/experience-contract/experience-type-names';
import type { ExperienceFieldsFragment } from '../gql/graphql';

export type Experience = ExperienceFieldsFragment;

/** One field as the screen shows it and its Copy button copies it; null when the student has not filled it in. */
export interface ExperienceField {
  label: string;
  value: string | null;
  /** Long text (the description): a whole row. */
  wide?: boolean;
}

/** An entry's fields in the order AADSAS's form asks them, each ready to paste. */
export function experienceFields(experience: Experience): ExperienceField[] {
  const { contact } = experience;
  return [
    { label: 'Experience Type', value: typeName(experience.type) },
    { label: 'Organization', value: experience.organization },
    { label: 'Contact Name', value: contact.name ?? null },
    { label: 'Contact Title', value: contact.title ?? null },
    { label: 'Contact Email', value: contact.email ?? null },
    { label: 'Contact Phone', value: contact.phone ?? null },
    { label: 'Start Date', value: formatCalendarDate(experience.firstDate) },
    { label: 'End Date', value: formatCalendarDate(experience.lastDate) },
    { label: 'Total Hours', value: String(experience.totalHours) },
    { label: 'Average Hours per Week', value: String(experience.averageHoursPerWeek) },
    { label: 'Ongoing', value: experience.ongoing ? 'Yes' : 'No' },
    { label: 'Description', value: experience.description ?? null, wide: true },
  ];
}

/** The entries under each type that has any, in AADSAS's order (the subgraph sends them so; kept whatever it sends). */
export function byType(experiences: readonly Experience[]) {
  return EXPERIENCE_TYPES.map((type) => ({
    type,
    name: typeName(type),
    experiences: experiences.filter((experience) => experience.type === type),
  })).filter((group) => group.experiences.length > 0);
}
