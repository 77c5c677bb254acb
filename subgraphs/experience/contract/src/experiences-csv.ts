import { csvText } from '@predental/contracts/csv';
import { experienceTypeName } from './experience-types';
import type { Experience } from './experiences';

/** The fields AADSAS asks of an experience, in the order a student fills them in. */
const HEADER = [
  'Experience Type',
  'Organization',
  'Contact Name',
  'Contact Title',
  'Contact Email',
  'Contact Phone',
  'Start Date',
  'End Date',
  'Ongoing',
  'Total Hours',
  'Average Hours per Week',
  'Highlighted',
  'Description',
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** GET /api/experiences/export.csv: one row per entry, in the order given (AADSAS's, as myExperiences answers). */
export function experiencesCsv(experiences: readonly (Omit<Experience, 'type'> & { type: string })[]): string {
  return csvText(
    HEADER,
    experiences.map((experience) => [
      experienceTypeName(experience.type),
      experience.organization,
      experience.contact.name ?? '',
      experience.contact.title ?? '',
      experience.contact.email ?? '',
      experience.contact.phone ?? '',
      experience.firstDate,
      experience.ongoing ? '' : experience.lastDate,
      yesNo(experience.ongoing),
      experience.totalHours,
      experience.averageHoursPerWeek,
      yesNo(experience.highlighted),
      experience.description ?? '',
    ]),
  );
}
