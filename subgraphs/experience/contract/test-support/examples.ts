import type { z } from 'zod';
import type { experienceLogInputSchema } from '../src/experience-log';
import type { shadowingInputSchema } from '../src/shadowing';
import type { volunteerInputSchema } from '../src/volunteer';

// The experience area's valid examples, beside its rules: every test level spreads them for a variant.

/** A valid shadowing entry as a student adds it (POST /api/shadowing, addShadowingEntry). */
export const validShadowingEntry = {
  date: '2024-06-15',
  doctorName: 'Dr. Sarah Smith',
  practice: 'Smile Dental, general practice',
  mode: 'in-person',
  hours: 4.5,
  notes: 'Observed two crowns.',
} satisfies z.input<typeof shadowingInputSchema>;

/** A valid volunteer entry as a student adds it (POST /api/volunteer, addVolunteerEntry). */
export const validVolunteerEntry = {
  date: '2024-05-02',
  organization: 'City Free Clinic',
  type: 'Clinical',
  hours: 3,
  supervisor: 'Jane Doe, jane@clinic.org',
  notes: 'Front desk.',
} satisfies z.input<typeof volunteerInputSchema>;

/** A valid experience log (POST /api/experience-logs, addExperienceLog). */
export const validExperienceLog = {
  type: 'research',
  organization: 'Biochemistry Lab, State University',
  date: '2024-07-01',
  hours: 6,
  notes: 'Ran protein assays.',
} satisfies z.input<typeof experienceLogInputSchema>;

/** An entry kind as every test level reaches it: /api path, GraphQL type, list, item and fields, its 404 noun, a valid entry. */
const entryKind = <Entry>(noun: 'Shadowing' | 'Volunteer', fields: string, entry: Entry) => ({
  path: `/api/${noun.toLowerCase()}`,
  type: `${noun}Entry`,
  list: `${noun.toLowerCase()}Entries`,
  one: `${noun.toLowerCase()}Entry`,
  fields: `id userId date ${fields}`,
  what: `${noun} entry`,
  entry,
});

export const shadowingKind = entryKind('Shadowing', 'doctorName practice mode hours notes', validShadowingEntry);
export const volunteerKind = entryKind('Volunteer', 'organization type hours supervisor notes', validVolunteerEntry);
