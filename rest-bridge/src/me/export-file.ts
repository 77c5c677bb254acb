import { courseInputSchema } from '@predental/academics-contract/course';
import { datScoreInputSchema } from '@predental/academics-contract/dat';
import { academicsDataSchema } from '@predental/academics-contract/student-data';
import { applicationSchema } from '@predental/applications-contract/application';
import { eventInputSchema } from '@predental/applications-contract/events';
import { letterInputSchema } from '@predental/applications-contract/letters';
import { applicationsDataSchema } from '@predental/applications-contract/student-data';
import {
  fileRow,
  STUDENT_DATA_FORMAT,
  STUDENT_DATA_VERSION,
  studentDataFileSchema,
} from '@predental/contracts/student-data';
import { experienceLogInputSchema } from '@predental/experience-contract/experience-log';
import { shadowingInputSchema } from '@predental/experience-contract/shadowing';
import { experienceDataSchema } from '@predental/experience-contract/student-data';
import { volunteerInputSchema } from '@predental/experience-contract/volunteer';
import { profileDataSchema } from '@predental/identity-contract/student-data';
import { schoolsDataSchema } from '@predental/schools-contract/student-data';
import type { z } from 'zod';
import type {
  ExportMyAcademicsQuery,
  ExportMyApplicationsQuery,
  ExportMyExperienceQuery,
  ExportMyProfileQuery,
  ExportMySchoolsQuery,
} from '../gql/graphql';

/** The whole file (docs/student-data.md): the envelope from the shared contract, each part from its area's. */
export const studentDataFile = studentDataFileSchema(profileDataSchema, {
  academics: academicsDataSchema,
  experience: experienceDataSchema,
  schools: schoolsDataSchema,
  applications: applicationsDataSchema,
});
export type StudentDataFile = z.infer<typeof studentDataFile>;

/** What each area answered for the student. */
export interface Gathered {
  profile: ExportMyProfileQuery;
  academics: ExportMyAcademicsQuery;
  experience: ExportMyExperienceQuery;
  schools: ExportMySchoolsQuery;
  applications: ExportMyApplicationsQuery;
}

const detailFields = applicationSchema.omit({ id: true, schoolId: true, schoolName: true });

/** Each area's part of the file, from what it answered; written as read, never refused (a student always gets their data). */
export const fileParts = {
  academics: ({ courses, datScores }: ExportMyAcademicsQuery) => ({
    courses: courses.map((course) => fileRow(courseInputSchema, course)),
    datScores: datScores.map((attempt) => fileRow(datScoreInputSchema, attempt)),
  }),
  experience: (data: ExportMyExperienceQuery) => ({
    shadowing: data.shadowingEntries.map((visit) => fileRow(shadowingInputSchema, visit)),
    volunteer: data.volunteerEntries.map((day) => fileRow(volunteerInputSchema, day)),
    logs: data.experienceLogs.map((day) => fileRow(experienceLogInputSchema, day)),
    goals: data.goals,
    experiences: data.myExperiences.map(({ id, type, logIds, contact, ongoing, description, highlighted }) => ({
      id,
      type,
      logIds,
      contact,
      ongoing,
      description,
      highlighted,
    })),
  }),
  schools: ({ favoriteSchools }: ExportMySchoolsQuery) => ({
    favorites: favoriteSchools.map((school) => ({ schoolKey: school.key, schoolName: school.name })),
  }),
  applications: (data: ExportMyApplicationsQuery) => ({
    applications: data.myApplications.map((application) => ({
      id: application.id,
      schoolKey: application.school.key,
      schoolName: application.schoolName,
      ...fileRow(detailFields, application),
      events: application.events.map(({ id: _id, ...event }) => fileRow(eventInputSchema, event)),
    })),
    feeAssistance: data.applicationBudget.feeAssistance,
    letters: data.myLetters.map((letter) => fileRow(letterInputSchema, letter)),
    personalStatements: data.myPersonalStatements.map((statement) => ({
      title: statement.title,
      draft: statement.draft,
      draftSavedAt: statement.draftSavedAt,
      createdAt: statement.createdAt,
      versions: statement.versions.map(({ text, savedAt, final }) => ({ text, savedAt, final })),
    })),
  }),
};

/** The file of what the areas answered, stamped with when and by which release. */
export function studentDataOf(gathered: Gathered, exportedAt: string, release: string) {
  return {
    format: STUDENT_DATA_FORMAT,
    version: STUDENT_DATA_VERSION,
    exportedAt,
    release,
    profile: { username: gathered.profile.me?.username ?? '', email: gathered.profile.me?.email ?? '' },
    academics: fileParts.academics(gathered.academics),
    experience: fileParts.experience(gathered.experience),
    schools: fileParts.schools(gathered.schools),
    applications: fileParts.applications(gathered.applications),
  };
}
