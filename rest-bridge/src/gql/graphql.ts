/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** kind, date and an optional note. */
export type ApplicationEventInput = {
  date?: string | null | undefined;
  kind?: string | null | undefined;
  note?: string | null | undefined;
};

/** Any of the details; null clears one. Fees are dollars, never negative. */
export type ApplicationInput = {
  deposit?: number | null | undefined;
  interviewOn?: string | null | undefined;
  secondaryDueOn?: string | null | undefined;
  supplementalFee?: number | null | undefined;
};

/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Adding needs every field except isScience (default false); updating takes any of them
 * (null clears an AADSAS detail or goes back to the recognised prerequisite kind).
 */
export type CourseInput = {
  academicStatus?: string | null | undefined;
  countsToward?: string | null | undefined;
  courseCode?: string | null | undefined;
  courseName?: string | null | undefined;
  creditType?: string | null | undefined;
  credits?: number | null | undefined;
  grade?: string | null | undefined;
  institution?: string | null | undefined;
  isScience?: boolean | null | undefined;
  semester?: string | null | undefined;
  subject?: string | null | undefined;
  termLabel?: string | null | undefined;
  termType?: string | null | undefined;
  year?: number | null | undefined;
};

/** Admins only: any of the settings; the response windows must follow one another. */
export type CycleSettingsInput = {
  aadsasFeeAdditional?: number | null | undefined;
  aadsasFeeFirst?: number | null | undefined;
  aadsasFeeSourceUrl?: string | null | undefined;
  aadsasFeeYear?: string | null | undefined;
  aadsasOpensOn?: string | null | undefined;
  cycleName?: string | null | undefined;
  firstOfferOn?: string | null | undefined;
  firstOfferSourceUrl?: string | null | undefined;
  firstSubmissionOn?: string | null | undefined;
  immediateAfter?: string | null | undefined;
  letterReminderDays?: number | null | undefined;
  longWindowDays?: number | null | undefined;
  responseWindowsSourceUrl?: string | null | undefined;
  shortWindowDays?: number | null | undefined;
  shortWindowFrom?: string | null | undefined;
  statementLimit?: number | null | undefined;
  statementLimitSourceUrl?: string | null | undefined;
  statementPrompt?: string | null | undefined;
  statementPromptSourceUrl?: string | null | undefined;
};

/**
 * Adding needs every field but scale (200-600 unless said); updating takes any of them.
 * totalScience is always computed.
 */
export type DatScoreInput = {
  academicAverage?: number | null | undefined;
  biology?: number | null | undefined;
  generalChemistry?: number | null | undefined;
  organicChemistry?: number | null | undefined;
  perceptualAbility?: number | null | undefined;
  quantitativeReasoning?: number | null | undefined;
  readingComprehension?: number | null | undefined;
  scale?: string | null | undefined;
  testDate?: string | null | undefined;
};

/**
 * One CSV data row as cell text, by header name. Empty numbers and text become null; booleans are true for 'true' or '1'.
 * A row whose key names an existing school updates that school with its non-empty cells; any other row adds a school,
 * and its figures may be empty.
 */
export type DentalSchoolCsvRow = {
  acceptanceRate?: string | null | undefined;
  city?: string | null | undefined;
  datAvg?: string | null | undefined;
  hasAcceleratedProgram?: string | null | undefined;
  inStateTuition?: string | null | undefined;
  isPublic?: string | null | undefined;
  key?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  overallGpaAvg?: string | null | undefined;
  programLength?: string | null | undefined;
  scienceGpaAvg?: string | null | undefined;
  state?: string | null | undefined;
  tuition?: string | null | undefined;
  tuitionNonResident?: string | null | undefined;
  websiteUrl?: string | null | undefined;
};

/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Creating needs name, state, city, tuition, programLength, both GPA averages and datAvg; updating takes any field,
 * and a figure may be set back to null (not reported).
 */
export type DentalSchoolInput = {
  acceptanceRate?: number | null | undefined;
  city?: string | null | undefined;
  datAvg?: number | null | undefined;
  hasAcceleratedProgram?: boolean | null | undefined;
  inStateTuition?: number | null | undefined;
  isPublic?: boolean | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  overallGpaAvg?: number | null | undefined;
  programLength?: number | null | undefined;
  scienceGpaAvg?: number | null | undefined;
  state?: string | null | undefined;
  tuition?: number | null | undefined;
  tuitionNonResident?: number | null | undefined;
  websiteUrl?: string | null | undefined;
};

/** Who can confirm an experience; null clears a field, one not sent stays. */
export type ExperienceContactInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  title?: string | null | undefined;
};

/** What the student adds to an AADSAS entry: any of them. */
export type ExperienceInput = {
  contact?: ExperienceContactInput | null | undefined;
  /** At most 600 characters as AADSAS counts them, spaces included; null clears it. */
  description?: string | null | undefined;
  /** Refused past the highlight limit (experienceSettings). */
  highlighted?: boolean | null | undefined;
  ongoing?: boolean | null | undefined;
};

/** Adding needs every field except notes; updating takes any of them. */
export type ExperienceLogInput = {
  date?: string | null | undefined;
  hours?: number | null | undefined;
  notes?: string | null | undefined;
  organization?: string | null | undefined;
  type?: string | null | undefined;
};

/** Either goal or both; each at least 1, in steps of 0.5. */
export type GoalsInput = {
  shadowingGoal?: number | null | undefined;
  volunteerGoal?: number | null | undefined;
};

/** evaluatorName, evaluatorEmail, kind, role and status to add one; any of the fields to change one. */
export type LetterInput = {
  completedOn?: string | null | undefined;
  evaluatorEmail?: string | null | undefined;
  evaluatorName?: string | null | undefined;
  kind?: string | null | undefined;
  notes?: string | null | undefined;
  relationship?: string | null | undefined;
  requestedOn?: string | null | undefined;
  role?: string | null | undefined;
  status?: string | null | undefined;
  title?: string | null | undefined;
  waived?: boolean | null | undefined;
};

export type ProfileInput = {
  email?: string | null | undefined;
  username?: string | null | undefined;
};

export type RegisterInput = {
  email: string;
  password: string;
  /** The solved sign-up puzzle (ALTCHA payload, base64); needed past the free sign-ups of the hour from one address. */
  proof?: string | null | undefined;
  username: string;
};

/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Adding needs every field except notes; updating takes any of them (notes: null or "" clears them).
 */
export type ShadowingEntryInput = {
  date?: string | null | undefined;
  doctorName?: string | null | undefined;
  hours?: number | null | undefined;
  mode?: string | null | undefined;
  notes?: string | null | undefined;
  practice?: string | null | undefined;
};

/** Where a figure, prerequisite or limit comes from. */
export type SourceKind =
  | 'adea'
  /** The school's own website. */
  | 'school'
  /** A page republishing ADEA's or the school's data with the year. */
  | 'secondary';

/** Adding needs every field except notes; updating takes any of them. */
export type VolunteerEntryInput = {
  date?: string | null | undefined;
  hours?: number | null | undefined;
  notes?: string | null | undefined;
  organization?: string | null | undefined;
  supervisor?: string | null | undefined;
  type?: string | null | undefined;
};

export type GetCourseQueryVariables = Exact<{
  id: string | number;
}>;


export type GetCourseQuery = { course: { id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number, subject: string | null, academicStatus: string | null, termType: string | null, creditType: string | null, institution: string | null, termLabel: string | null, countsToward: string | null } };

export type GetDatScoreQueryVariables = Exact<{
  id: string | number;
}>;


export type GetDatScoreQuery = { datScore: { id: string, userId: string, testDate: string, scale: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number } };

export type CalendarEntryFieldsFragment = { applicationId: string, schoolName: string, kind: string, date: string, rule: string };

export type CalendarFeedQueryVariables = Exact<{
  token: string;
}>;


export type CalendarFeedQuery = { calendarFeed: Array<{ applicationId: string, schoolName: string, kind: string, date: string, rule: string }> | null };

export type MyCalendarQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCalendarQuery = { myCalendar: Array<{ applicationId: string, schoolName: string, kind: string, date: string, rule: string }> };

export type SaveStatementDraftMutationVariables = Exact<{
  statementId: string | number;
  draft: string;
}>;


export type SaveStatementDraftMutation = { saveStatementDraft: { id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number, versions: Array<{ id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean }> } };

export type GetGoalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGoalsQuery = { goals: { shadowingGoal: number | null, volunteerGoal: number | null } };

export type GetShadowingEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type GetShadowingEntryQuery = { shadowingEntry: { id: string, userId: string, date: string, doctorName: string, practice: string, mode: string, hours: number, notes: string | null } };

export type GetVolunteerEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type GetVolunteerEntryQuery = { volunteerEntry: { id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null } };

export type ListShadowingEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListShadowingEntriesQuery = { shadowingEntries: Array<{ id: string, userId: string, date: string, doctorName: string, practice: string, mode: string, hours: number, notes: string | null }> };

export type ListVolunteerEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListVolunteerEntriesQuery = { volunteerEntries: Array<{ id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null }> };

export type ExportMyAcademicsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMyAcademicsQuery = { courses: Array<{ id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number, subject: string | null, academicStatus: string | null, termType: string | null, creditType: string | null, institution: string | null, termLabel: string | null, countsToward: string | null }>, datScores: Array<{ id: string, userId: string, testDate: string, scale: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number }> };

export type ExportMyApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMyApplicationsQuery = { myApplications: Array<{ id: string, schoolId: string, schoolName: string, supplementalFee: number | null, deposit: number | null, secondaryDueOn: string | null, interviewOn: string | null, school: { key: string }, events: Array<{ id: string, kind: string, date: string, note: string | null }> }>, applicationBudget: { feeAssistance: { onProgram: boolean, amountCovered: number } }, myLetters: Array<{ id: string, evaluatorName: string, evaluatorEmail: string, title: string | null, relationship: string | null, kind: string, role: string, status: string, requestedOn: string | null, completedOn: string | null, waived: boolean, notes: string | null }>, myPersonalStatements: Array<{ id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number, versions: Array<{ id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean }> }> };

export type ExportMyExperienceQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMyExperienceQuery = { shadowingEntries: Array<{ id: string, userId: string, date: string, doctorName: string, practice: string, mode: string, hours: number, notes: string | null }>, volunteerEntries: Array<{ id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null }>, experienceLogs: Array<{ id: string, userId: string, date: string, type: string, organization: string, hours: number, notes: string | null }>, goals: { shadowingGoal: number | null, volunteerGoal: number | null, typeGoals: Array<{ type: string, goal: number }> }, myExperiences: Array<{ id: string, type: string, organization: string, firstDate: string, lastDate: string, totalHours: number, averageHoursPerWeek: number, ongoing: boolean, description: string | null, highlighted: boolean, logIds: Array<string>, contact: { name: string | null, title: string | null, email: string | null, phone: string | null } }> };

export type ExportMyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMyProfileQuery = { me: { username: string, email: string } | null };

export type ExportMySchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMySchoolsQuery = { favoriteSchools: Array<{ key: string, name: string }> };

export type ImportMyAcademicsDataMutationVariables = Exact<{
  data: string;
}>;


export type ImportMyAcademicsDataMutation = { importMyAcademicsData: boolean };

export type ImportMyApplicationsDataMutationVariables = Exact<{
  data: string;
  schoolIds: Array<string | number> | string | number;
}>;


export type ImportMyApplicationsDataMutation = { importMyApplicationsData: boolean };

export type ImportMyExperienceDataMutationVariables = Exact<{
  data: string;
}>;


export type ImportMyExperienceDataMutation = { importMyExperienceData: boolean };

export type ImportMyFavoriteSchoolsMutationVariables = Exact<{
  schoolIds: Array<string | number> | string | number;
}>;


export type ImportMyFavoriteSchoolsMutation = { importMyFavoriteSchools: boolean };

export type ListSchoolKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ListSchoolKeysQuery = { dentalSchools: Array<{ id: string, key: string }> };

export type UndoMyAcademicsImportMutationVariables = Exact<{ [key: string]: never; }>;


export type UndoMyAcademicsImportMutation = { undoMyAcademicsImport: boolean };

export type UndoMyApplicationsImportMutationVariables = Exact<{ [key: string]: never; }>;


export type UndoMyApplicationsImportMutation = { undoMyApplicationsImport: boolean };

export type UndoMyExperienceImportMutationVariables = Exact<{ [key: string]: never; }>;


export type UndoMyExperienceImportMutation = { undoMyExperienceImport: boolean };

export type UndoMyFavoriteSchoolsImportMutationVariables = Exact<{ [key: string]: never; }>;


export type UndoMyFavoriteSchoolsImportMutation = { undoMyFavoriteSchoolsImport: boolean };

export type AddFavoriteSchoolMutationVariables = Exact<{
  schoolId: string | number;
}>;


export type AddFavoriteSchoolMutation = { addFavoriteSchool: { id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> } };

export type DirectoryStateQueryVariables = Exact<{
  withFavorites: boolean;
}>;


export type DirectoryStateQuery = { directoryVersion: string, favoriteSchoolIds?: Array<string> };

export type ListDentalSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListDentalSchoolsQuery = { dentalSchools: Array<{ id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> }> };

export type ListFavoriteSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListFavoriteSchoolsQuery = { favoriteSchools: Array<{ id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> }> };

export type RemoveFavoriteSchoolMutationVariables = Exact<{
  schoolId: string | number;
}>;


export type RemoveFavoriteSchoolMutation = { removeFavoriteSchool: { id: string } };

export type AadsasRowFieldsFragment = { status: string | null, summary: string | null, bcpGpa: number | null, bcpHours: number, scienceGpa: number | null, scienceHours: number, nonScienceGpa: number | null, nonScienceHours: number, totalGpa: number | null, totalHours: number };

export type AddCourseMutationVariables = Exact<{
  input: CourseInput;
}>;


export type AddCourseMutation = { addCourse: { id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number, subject: string | null, academicStatus: string | null, termType: string | null, creditType: string | null, institution: string | null, termLabel: string | null, countsToward: string | null } };

export type AddDatScoreMutationVariables = Exact<{
  input: DatScoreInput;
}>;


export type AddDatScoreMutation = { addDatScore: { id: string, userId: string, testDate: string, scale: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number } };

export type CourseFieldsFragment = { id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number, subject: string | null, academicStatus: string | null, termType: string | null, creditType: string | null, institution: string | null, termLabel: string | null, countsToward: string | null };

export type DatScoreFieldsFragment = { id: string, userId: string, testDate: string, scale: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number };

export type DeleteCourseMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCourseMutation = { deleteCourse: string };

export type DeleteDatScoreMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDatScoreMutation = { deleteDatScore: string };

export type GetAadsasGpaQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAadsasGpaQuery = { aadsasGpa: { table: Array<{ status: string | null, summary: string | null, bcpGpa: number | null, bcpHours: number, scienceGpa: number | null, scienceHours: number, nonScienceGpa: number | null, nonScienceHours: number, totalGpa: number | null, totalHours: number }>, projectedTable: Array<{ status: string | null, summary: string | null, bcpGpa: number | null, bcpHours: number, scienceGpa: number | null, scienceHours: number, nonScienceGpa: number | null, nonScienceHours: number, totalGpa: number | null, totalHours: number }>, adjustments: Array<{ rule: string, courses: number }> } };

export type ImportCoursesMutationVariables = Exact<{
  inputs: Array<CourseInput> | CourseInput;
}>;


export type ImportCoursesMutation = { importCourses: Array<{ id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number, subject: string | null, academicStatus: string | null, termType: string | null, creditType: string | null, institution: string | null, termLabel: string | null, countsToward: string | null }> };

export type ListCoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCoursesQuery = { courses: Array<{ id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number, subject: string | null, academicStatus: string | null, termType: string | null, creditType: string | null, institution: string | null, termLabel: string | null, countsToward: string | null }> };

export type ListDatScoresQueryVariables = Exact<{ [key: string]: never; }>;


export type ListDatScoresQuery = { datScores: Array<{ id: string, userId: string, testDate: string, scale: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number }> };

export type UpdateCourseMutationVariables = Exact<{
  id: string | number;
  input: CourseInput;
}>;


export type UpdateCourseMutation = { updateCourse: { id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number, subject: string | null, academicStatus: string | null, termType: string | null, creditType: string | null, institution: string | null, termLabel: string | null, countsToward: string | null } };

export type UpdateDatScoreMutationVariables = Exact<{
  id: string | number;
  input: DatScoreInput;
}>;


export type UpdateDatScoreMutation = { updateDatScore: { id: string, userId: string, testDate: string, scale: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number } };

export type AddApplicationEventMutationVariables = Exact<{
  applicationId: string | number;
  input: ApplicationEventInput;
}>;


export type AddApplicationEventMutation = { addApplicationEvent: { stage: string, answerBy: string | null, answerByRule: string | null, id: string, schoolId: string, schoolName: string, supplementalFee: number | null, deposit: number | null, secondaryDueOn: string | null, interviewOn: string | null, nextDeadline: { kind: string, date: string, rule: string } | null, events: Array<{ id: string, kind: string, date: string, note: string | null }> } };

export type AddApplicationMutationVariables = Exact<{
  schoolId: string | number;
}>;


export type AddApplicationMutation = { addApplication: { stage: string, answerBy: string | null, answerByRule: string | null, id: string, schoolId: string, schoolName: string, supplementalFee: number | null, deposit: number | null, secondaryDueOn: string | null, interviewOn: string | null, nextDeadline: { kind: string, date: string, rule: string } | null, events: Array<{ id: string, kind: string, date: string, note: string | null }> } };

export type AddLetterMutationVariables = Exact<{
  input: LetterInput;
}>;


export type AddLetterMutation = { addLetter: { id: string, evaluatorName: string, evaluatorEmail: string, title: string | null, relationship: string | null, kind: string, role: string, status: string, requestedOn: string | null, completedOn: string | null, waived: boolean, notes: string | null } };

export type AddPersonalStatementMutationVariables = Exact<{
  title: string;
  text?: string | null | undefined;
}>;


export type AddPersonalStatementMutation = { addPersonalStatement: { id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number, versions: Array<{ id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean }> } };

export type AddStatementVersionMutationVariables = Exact<{
  statementId: string | number;
  text: string;
}>;


export type AddStatementVersionMutation = { addStatementVersion: { id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number, versions: Array<{ id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean }> } };

export type ApplicationDetailsFragment = { stage: string, answerBy: string | null, answerByRule: string | null, id: string, schoolId: string, schoolName: string, supplementalFee: number | null, deposit: number | null, secondaryDueOn: string | null, interviewOn: string | null, nextDeadline: { kind: string, date: string, rule: string } | null, events: Array<{ id: string, kind: string, date: string, note: string | null }> };

export type ApplicationEventFieldsFragment = { id: string, kind: string, date: string, note: string | null };

export type ApplicationFieldsFragment = { id: string, schoolId: string, schoolName: string, supplementalFee: number | null, deposit: number | null, secondaryDueOn: string | null, interviewOn: string | null };

export type BudgetAmountsFragment = { planned: number, spent: number };

export type BudgetFiguresFragment = { aadsas: { planned: number, spent: number }, supplemental: { planned: number, spent: number }, deposits: { planned: number, spent: number }, total: { planned: number, spent: number } };

export type CycleSettingsFieldsFragment = { cycleName: string, aadsasOpensOn: string | null, firstSubmissionOn: string | null, firstOfferOn: string, firstOfferSourceUrl: string | null, longWindowDays: number, shortWindowFrom: string, shortWindowDays: number, immediateAfter: string, responseWindowsSourceUrl: string | null, aadsasFeeFirst: number, aadsasFeeAdditional: number, aadsasFeeSourceUrl: string | null, aadsasFeeYear: string | null, letterReminderDays: number, statementLimit: number, statementLimitSourceUrl: string | null, statementPrompt: string, statementPromptSourceUrl: string | null };

export type GetApplicationBudgetQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicationBudgetQuery = { applicationBudget: { aadsas: { planned: number, spent: number }, supplemental: { planned: number, spent: number }, deposits: { planned: number, spent: number }, total: { planned: number, spent: number } } };

export type GetApplicationCycleQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicationCycleQuery = { applicationCycle: { cycleName: string, aadsasOpensOn: string | null, firstSubmissionOn: string | null, firstOfferOn: string, firstOfferSourceUrl: string | null, longWindowDays: number, shortWindowFrom: string, shortWindowDays: number, immediateAfter: string, responseWindowsSourceUrl: string | null, aadsasFeeFirst: number, aadsasFeeAdditional: number, aadsasFeeSourceUrl: string | null, aadsasFeeYear: string | null, letterReminderDays: number, statementLimit: number, statementLimitSourceUrl: string | null, statementPrompt: string, statementPromptSourceUrl: string | null } };

export type GetPersonalStatementQueryVariables = Exact<{
  id: string | number;
}>;


export type GetPersonalStatementQuery = { personalStatement: { id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number, versions: Array<{ id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean }> } };

export type LetterFieldsFragment = { id: string, evaluatorName: string, evaluatorEmail: string, title: string | null, relationship: string | null, kind: string, role: string, status: string, requestedOn: string | null, completedOn: string | null, waived: boolean, notes: string | null };

export type ListApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListApplicationsQuery = { myApplications: Array<{ stage: string, answerBy: string | null, answerByRule: string | null, id: string, schoolId: string, schoolName: string, supplementalFee: number | null, deposit: number | null, secondaryDueOn: string | null, interviewOn: string | null, nextDeadline: { kind: string, date: string, rule: string } | null, events: Array<{ id: string, kind: string, date: string, note: string | null }> }> };

export type ListLettersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListLettersQuery = { myLetters: Array<{ id: string, evaluatorName: string, evaluatorEmail: string, title: string | null, relationship: string | null, kind: string, role: string, status: string, requestedOn: string | null, completedOn: string | null, waived: boolean, notes: string | null }> };

export type ListPersonalStatementsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListPersonalStatementsQuery = { myPersonalStatements: Array<{ id: string, title: string, createdAt: string, draftSavedAt: string | null, draftCharacters: number, draftWords: number, draftOverBy: number, finalVersion: { id: string, characters: number, overBy: number, savedAt: string } | null }> };

export type MarkFinalVersionMutationVariables = Exact<{
  statementId: string | number;
  versionId: string | number;
}>;


export type MarkFinalVersionMutation = { markFinalVersion: { id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number, versions: Array<{ id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean }> } };

export type PersonalStatementDetailsFragment = { id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number, versions: Array<{ id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean }> };

export type PersonalStatementFieldsFragment = { id: string, title: string, draft: string, draftSavedAt: string | null, createdAt: string, draftCharacters: number, draftWords: number, draftOverBy: number };

export type RemoveApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveApplicationMutation = { removeApplication: string };

export type RemoveLetterMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveLetterMutation = { removeLetter: string };

export type StatementVersionFieldsFragment = { id: string, text: string, characters: number, words: number, savedAt: string, overBy: number, final: boolean };

export type UpdateApplicationCycleMutationVariables = Exact<{
  input: CycleSettingsInput;
}>;


export type UpdateApplicationCycleMutation = { updateApplicationCycle: { cycleName: string, aadsasOpensOn: string | null, firstSubmissionOn: string | null, firstOfferOn: string, firstOfferSourceUrl: string | null, longWindowDays: number, shortWindowFrom: string, shortWindowDays: number, immediateAfter: string, responseWindowsSourceUrl: string | null, aadsasFeeFirst: number, aadsasFeeAdditional: number, aadsasFeeSourceUrl: string | null, aadsasFeeYear: string | null, letterReminderDays: number, statementLimit: number, statementLimitSourceUrl: string | null, statementPrompt: string, statementPromptSourceUrl: string | null } };

export type UpdateApplicationMutationVariables = Exact<{
  id: string | number;
  input: ApplicationInput;
}>;


export type UpdateApplicationMutation = { updateApplication: { stage: string, answerBy: string | null, answerByRule: string | null, id: string, schoolId: string, schoolName: string, supplementalFee: number | null, deposit: number | null, secondaryDueOn: string | null, interviewOn: string | null, nextDeadline: { kind: string, date: string, rule: string } | null, events: Array<{ id: string, kind: string, date: string, note: string | null }> } };

export type UpdateLetterMutationVariables = Exact<{
  id: string | number;
  input: LetterInput;
}>;


export type UpdateLetterMutation = { updateLetter: { id: string, evaluatorName: string, evaluatorEmail: string, title: string | null, relationship: string | null, kind: string, role: string, status: string, requestedOn: string | null, completedOn: string | null, waived: boolean, notes: string | null } };

export type AddExperienceLogMutationVariables = Exact<{
  input: ExperienceLogInput;
}>;


export type AddExperienceLogMutation = { addExperienceLog: { id: string, userId: string, date: string, type: string, organization: string, hours: number, notes: string | null } };

export type AddShadowingEntryMutationVariables = Exact<{
  input: ShadowingEntryInput;
}>;


export type AddShadowingEntryMutation = { addShadowingEntry: { id: string, userId: string, date: string, doctorName: string, practice: string, mode: string, hours: number, notes: string | null } };

export type AddVolunteerEntryMutationVariables = Exact<{
  input: VolunteerEntryInput;
}>;


export type AddVolunteerEntryMutation = { addVolunteerEntry: { id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null } };

export type DeleteExperienceLogMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteExperienceLogMutation = { deleteExperienceLog: string };

export type DeleteShadowingEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteShadowingEntryMutation = { deleteShadowingEntry: string };

export type DeleteVolunteerEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVolunteerEntryMutation = { deleteVolunteerEntry: string };

export type ExperienceFieldsFragment = { id: string, type: string, organization: string, firstDate: string, lastDate: string, totalHours: number, averageHoursPerWeek: number, ongoing: boolean, description: string | null, highlighted: boolean, logIds: Array<string>, contact: { name: string | null, title: string | null, email: string | null, phone: string | null } };

export type ExperienceLogFieldsFragment = { id: string, userId: string, date: string, type: string, organization: string, hours: number, notes: string | null };

export type ExperienceSettingsFieldsFragment = { descriptionLimit: number, descriptionLimitSourceUrl: string, highlightLimit: number, highlightLimitSourceUrl: string };

export type GetExperienceSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetExperienceSettingsQuery = { experienceSettings: { descriptionLimit: number, descriptionLimitSourceUrl: string, highlightLimit: number, highlightLimitSourceUrl: string } };

export type ListExperienceLogsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListExperienceLogsQuery = { experienceLogs: Array<{ id: string, userId: string, date: string, type: string, organization: string, hours: number, notes: string | null }> };

export type ListExperiencesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListExperiencesQuery = { myExperiences: Array<{ id: string, type: string, organization: string, firstDate: string, lastDate: string, totalHours: number, averageHoursPerWeek: number, ongoing: boolean, description: string | null, highlighted: boolean, logIds: Array<string>, contact: { name: string | null, title: string | null, email: string | null, phone: string | null } }> };

export type MoveExperienceLogMutationVariables = Exact<{
  logId: string | number;
  toExperienceId: string | number;
}>;


export type MoveExperienceLogMutation = { moveExperienceLog: Array<{ id: string, type: string, organization: string, firstDate: string, lastDate: string, totalHours: number, averageHoursPerWeek: number, ongoing: boolean, description: string | null, highlighted: boolean, logIds: Array<string>, contact: { name: string | null, title: string | null, email: string | null, phone: string | null } }> };

export type SetTypeGoalMutationVariables = Exact<{
  type: string;
  goal?: number | null | undefined;
}>;


export type SetTypeGoalMutation = { setTypeGoal: { shadowingGoal: number | null, volunteerGoal: number | null, typeGoals: Array<{ type: string, goal: number }> } };

export type ShadowingEntryFieldsFragment = { id: string, userId: string, date: string, doctorName: string, practice: string, mode: string, hours: number, notes: string | null };

export type SplitExperienceMutationVariables = Exact<{
  id: string | number;
  logIds: Array<string | number> | string | number;
}>;


export type SplitExperienceMutation = { splitExperience: Array<{ id: string, type: string, organization: string, firstDate: string, lastDate: string, totalHours: number, averageHoursPerWeek: number, ongoing: boolean, description: string | null, highlighted: boolean, logIds: Array<string>, contact: { name: string | null, title: string | null, email: string | null, phone: string | null } }> };

export type UpdateExperienceLogMutationVariables = Exact<{
  id: string | number;
  input: ExperienceLogInput;
}>;


export type UpdateExperienceLogMutation = { updateExperienceLog: { id: string, userId: string, date: string, type: string, organization: string, hours: number, notes: string | null } };

export type UpdateExperienceMutationVariables = Exact<{
  id: string | number;
  input: ExperienceInput;
}>;


export type UpdateExperienceMutation = { updateExperience: { id: string, type: string, organization: string, firstDate: string, lastDate: string, totalHours: number, averageHoursPerWeek: number, ongoing: boolean, description: string | null, highlighted: boolean, logIds: Array<string>, contact: { name: string | null, title: string | null, email: string | null, phone: string | null } } };

export type UpdateGoalsMutationVariables = Exact<{
  input: GoalsInput;
}>;


export type UpdateGoalsMutation = { updateGoals: { shadowingGoal: number | null, volunteerGoal: number | null } };

export type UpdateShadowingEntryMutationVariables = Exact<{
  id: string | number;
  input: ShadowingEntryInput;
}>;


export type UpdateShadowingEntryMutation = { updateShadowingEntry: { id: string, userId: string, date: string, doctorName: string, practice: string, mode: string, hours: number, notes: string | null } };

export type UpdateVolunteerEntryMutationVariables = Exact<{
  id: string | number;
  input: VolunteerEntryInput;
}>;


export type UpdateVolunteerEntryMutation = { updateVolunteerEntry: { id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null } };

export type VolunteerEntryFieldsFragment = { id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type CheckAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckAdminQuery = { me: { id: string, isAdmin: boolean } | null };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean } | null };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: { deleted: boolean, pendingAreas: Array<string> } };

export type GetAdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAdminStatsQuery = { userCount: number, courseCount: number, shadowingCount: number, volunteerCount: number, datScoreCount: number, applicationCount: number | null, applicationStages: Array<{ stage: string, count: number }> | null };

export type ListUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListUsersQuery = { adminUsers: Array<{ id: string, username: string, email: string, isAdmin: boolean }> };

export type LogInMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LogInMutation = { login: { success: boolean, error: string | null, user: { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean } | null } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logout: boolean };

export type RegisterUserMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterUserMutation = { register: { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean } };

export type SignupChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupChallengeQuery = { signupChallenge: string };

export type UpdateProfileMutationVariables = Exact<{
  id: string | number;
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean } };

export type UserFieldsFragment = { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean };

export type CreateDentalSchoolMutationVariables = Exact<{
  input: DentalSchoolInput;
}>;


export type CreateDentalSchoolMutation = { createDentalSchool: { id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> } };

export type DeleteDentalSchoolMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDentalSchoolMutation = { deleteDentalSchool: string };

export type DentalSchoolFieldsFragment = { id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> };

export type ImportDentalSchoolsMutationVariables = Exact<{
  rows: Array<DentalSchoolCsvRow> | DentalSchoolCsvRow;
}>;


export type ImportDentalSchoolsMutation = { importDentalSchools: { imported: number, created: number, updated: number, skipped: number, errors: Array<{ row: number, message: string }> } };

export type ListAdminDentalSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListAdminDentalSchoolsQuery = { adminDentalSchools: Array<{ id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> }> };

export type UpdateDentalSchoolMutationVariables = Exact<{
  id: string | number;
  input: DentalSchoolInput;
}>;


export type UpdateDentalSchoolMutation = { updateDentalSchool: { id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CalendarEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalendarEntryFields on Deadline {
  applicationId
  schoolName
  kind
  date
  rule
}
    `, {"fragmentName":"CalendarEntryFields"}) as unknown as TypedDocumentString<CalendarEntryFieldsFragment, unknown>;
export const AadsasRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment AadsasRowFields on AadsasRow {
  status
  summary
  bcpGpa
  bcpHours
  scienceGpa
  scienceHours
  nonScienceGpa
  nonScienceHours
  totalGpa
  totalHours
}
    `, {"fragmentName":"AadsasRowFields"}) as unknown as TypedDocumentString<AadsasRowFieldsFragment, unknown>;
export const CourseFieldsFragmentDoc = new TypedDocumentString(`
    fragment CourseFields on Course {
  id
  courseName
  courseCode
  credits
  grade
  isScience
  semester
  year
  subject
  academicStatus
  termType
  creditType
  institution
  termLabel
  countsToward
}
    `, {"fragmentName":"CourseFields"}) as unknown as TypedDocumentString<CourseFieldsFragment, unknown>;
export const DatScoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment DatScoreFields on DatScore {
  id
  userId
  testDate
  scale
  biology
  generalChemistry
  organicChemistry
  perceptualAbility
  readingComprehension
  quantitativeReasoning
  academicAverage
  totalScience
}
    `, {"fragmentName":"DatScoreFields"}) as unknown as TypedDocumentString<DatScoreFieldsFragment, unknown>;
export const ApplicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationFields on Application {
  id
  schoolId
  schoolName
  supplementalFee
  deposit
  secondaryDueOn
  interviewOn
}
    `, {"fragmentName":"ApplicationFields"}) as unknown as TypedDocumentString<ApplicationFieldsFragment, unknown>;
export const ApplicationEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationEventFields on ApplicationEvent {
  id
  kind
  date
  note
}
    `, {"fragmentName":"ApplicationEventFields"}) as unknown as TypedDocumentString<ApplicationEventFieldsFragment, unknown>;
export const ApplicationDetailsFragmentDoc = new TypedDocumentString(`
    fragment ApplicationDetails on Application {
  ...ApplicationFields
  stage
  answerBy
  answerByRule
  nextDeadline {
    kind
    date
    rule
  }
  events {
    ...ApplicationEventFields
  }
}
    fragment ApplicationEventFields on ApplicationEvent {
  id
  kind
  date
  note
}
fragment ApplicationFields on Application {
  id
  schoolId
  schoolName
  supplementalFee
  deposit
  secondaryDueOn
  interviewOn
}`, {"fragmentName":"ApplicationDetails"}) as unknown as TypedDocumentString<ApplicationDetailsFragment, unknown>;
export const BudgetAmountsFragmentDoc = new TypedDocumentString(`
    fragment BudgetAmounts on Amounts {
  planned
  spent
}
    `, {"fragmentName":"BudgetAmounts"}) as unknown as TypedDocumentString<BudgetAmountsFragment, unknown>;
export const BudgetFiguresFragmentDoc = new TypedDocumentString(`
    fragment BudgetFigures on ApplicationBudget {
  aadsas {
    ...BudgetAmounts
  }
  supplemental {
    ...BudgetAmounts
  }
  deposits {
    ...BudgetAmounts
  }
  total {
    ...BudgetAmounts
  }
}
    fragment BudgetAmounts on Amounts {
  planned
  spent
}`, {"fragmentName":"BudgetFigures"}) as unknown as TypedDocumentString<BudgetFiguresFragment, unknown>;
export const CycleSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CycleSettingsFields on CycleSettings {
  cycleName
  aadsasOpensOn
  firstSubmissionOn
  firstOfferOn
  firstOfferSourceUrl
  longWindowDays
  shortWindowFrom
  shortWindowDays
  immediateAfter
  responseWindowsSourceUrl
  aadsasFeeFirst
  aadsasFeeAdditional
  aadsasFeeSourceUrl
  aadsasFeeYear
  letterReminderDays
  statementLimit
  statementLimitSourceUrl
  statementPrompt
  statementPromptSourceUrl
}
    `, {"fragmentName":"CycleSettingsFields"}) as unknown as TypedDocumentString<CycleSettingsFieldsFragment, unknown>;
export const LetterFieldsFragmentDoc = new TypedDocumentString(`
    fragment LetterFields on Letter {
  id
  evaluatorName
  evaluatorEmail
  title
  relationship
  kind
  role
  status
  requestedOn
  completedOn
  waived
  notes
}
    `, {"fragmentName":"LetterFields"}) as unknown as TypedDocumentString<LetterFieldsFragment, unknown>;
export const PersonalStatementFieldsFragmentDoc = new TypedDocumentString(`
    fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
    `, {"fragmentName":"PersonalStatementFields"}) as unknown as TypedDocumentString<PersonalStatementFieldsFragment, unknown>;
export const StatementVersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}
    `, {"fragmentName":"StatementVersionFields"}) as unknown as TypedDocumentString<StatementVersionFieldsFragment, unknown>;
export const PersonalStatementDetailsFragmentDoc = new TypedDocumentString(`
    fragment PersonalStatementDetails on PersonalStatement {
  ...PersonalStatementFields
  versions {
    ...StatementVersionFields
  }
}
    fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}`, {"fragmentName":"PersonalStatementDetails"}) as unknown as TypedDocumentString<PersonalStatementDetailsFragment, unknown>;
export const ExperienceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExperienceFields on Experience {
  id
  type
  organization
  firstDate
  lastDate
  totalHours
  averageHoursPerWeek
  ongoing
  description
  highlighted
  contact {
    name
    title
    email
    phone
  }
  logIds
}
    `, {"fragmentName":"ExperienceFields"}) as unknown as TypedDocumentString<ExperienceFieldsFragment, unknown>;
export const ExperienceLogFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExperienceLogFields on ExperienceLog {
  id
  userId
  date
  type
  organization
  hours
  notes
}
    `, {"fragmentName":"ExperienceLogFields"}) as unknown as TypedDocumentString<ExperienceLogFieldsFragment, unknown>;
export const ExperienceSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExperienceSettingsFields on ExperienceSettings {
  descriptionLimit
  descriptionLimitSourceUrl
  highlightLimit
  highlightLimitSourceUrl
}
    `, {"fragmentName":"ExperienceSettingsFields"}) as unknown as TypedDocumentString<ExperienceSettingsFieldsFragment, unknown>;
export const ShadowingEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShadowingEntryFields on ShadowingEntry {
  id
  userId
  date
  doctorName
  practice
  mode
  hours
  notes
}
    `, {"fragmentName":"ShadowingEntryFields"}) as unknown as TypedDocumentString<ShadowingEntryFieldsFragment, unknown>;
export const VolunteerEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment VolunteerEntryFields on VolunteerEntry {
  id
  userId
  date
  organization
  type
  supervisor
  hours
  notes
}
    `, {"fragmentName":"VolunteerEntryFields"}) as unknown as TypedDocumentString<VolunteerEntryFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const DentalSchoolFieldsFragmentDoc = new TypedDocumentString(`
    fragment DentalSchoolFields on DentalSchool {
  id
  key
  name
  shortNames
  state
  city
  tuition
  tuitionNonResident
  inStateTuition
  programLength
  scienceGpaAvg
  overallGpaAvg
  datAvg
  acceptanceRate
  hasAcceleratedProgram
  isPublic
  websiteUrl
  notes
  figures {
    figure
    value
    scale
    year
    sourceUrl
    sourceKind
    note
    old
    enteredByAdmin
  }
  figureSources {
    field
    figure
  }
  isFavorite
}
    `, {"fragmentName":"DentalSchoolFields"}) as unknown as TypedDocumentString<DentalSchoolFieldsFragment, unknown>;
export const GetCourseDocument = new TypedDocumentString(`
    query GetCourse($id: ID!) {
  course(id: $id) {
    ...CourseFields
  }
}
    fragment CourseFields on Course {
  id
  courseName
  courseCode
  credits
  grade
  isScience
  semester
  year
  subject
  academicStatus
  termType
  creditType
  institution
  termLabel
  countsToward
}`) as unknown as TypedDocumentString<GetCourseQuery, GetCourseQueryVariables>;
export const GetDatScoreDocument = new TypedDocumentString(`
    query GetDatScore($id: ID!) {
  datScore(id: $id) {
    ...DatScoreFields
  }
}
    fragment DatScoreFields on DatScore {
  id
  userId
  testDate
  scale
  biology
  generalChemistry
  organicChemistry
  perceptualAbility
  readingComprehension
  quantitativeReasoning
  academicAverage
  totalScience
}`) as unknown as TypedDocumentString<GetDatScoreQuery, GetDatScoreQueryVariables>;
export const CalendarFeedDocument = new TypedDocumentString(`
    query CalendarFeed($token: String!) {
  calendarFeed(token: $token) {
    ...CalendarEntryFields
  }
}
    fragment CalendarEntryFields on Deadline {
  applicationId
  schoolName
  kind
  date
  rule
}`) as unknown as TypedDocumentString<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const MyCalendarDocument = new TypedDocumentString(`
    query MyCalendar {
  myCalendar {
    ...CalendarEntryFields
  }
}
    fragment CalendarEntryFields on Deadline {
  applicationId
  schoolName
  kind
  date
  rule
}`) as unknown as TypedDocumentString<MyCalendarQuery, MyCalendarQueryVariables>;
export const SaveStatementDraftDocument = new TypedDocumentString(`
    mutation SaveStatementDraft($statementId: ID!, $draft: String!) {
  saveStatementDraft(statementId: $statementId, draft: $draft) {
    ...PersonalStatementDetails
  }
}
    fragment PersonalStatementDetails on PersonalStatement {
  ...PersonalStatementFields
  versions {
    ...StatementVersionFields
  }
}
fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}`) as unknown as TypedDocumentString<SaveStatementDraftMutation, SaveStatementDraftMutationVariables>;
export const GetGoalsDocument = new TypedDocumentString(`
    query GetGoals {
  goals {
    shadowingGoal
    volunteerGoal
  }
}
    `) as unknown as TypedDocumentString<GetGoalsQuery, GetGoalsQueryVariables>;
export const GetShadowingEntryDocument = new TypedDocumentString(`
    query GetShadowingEntry($id: ID!) {
  shadowingEntry(id: $id) {
    ...ShadowingEntryFields
  }
}
    fragment ShadowingEntryFields on ShadowingEntry {
  id
  userId
  date
  doctorName
  practice
  mode
  hours
  notes
}`) as unknown as TypedDocumentString<GetShadowingEntryQuery, GetShadowingEntryQueryVariables>;
export const GetVolunteerEntryDocument = new TypedDocumentString(`
    query GetVolunteerEntry($id: ID!) {
  volunteerEntry(id: $id) {
    ...VolunteerEntryFields
  }
}
    fragment VolunteerEntryFields on VolunteerEntry {
  id
  userId
  date
  organization
  type
  supervisor
  hours
  notes
}`) as unknown as TypedDocumentString<GetVolunteerEntryQuery, GetVolunteerEntryQueryVariables>;
export const ListShadowingEntriesDocument = new TypedDocumentString(`
    query ListShadowingEntries {
  shadowingEntries {
    ...ShadowingEntryFields
  }
}
    fragment ShadowingEntryFields on ShadowingEntry {
  id
  userId
  date
  doctorName
  practice
  mode
  hours
  notes
}`) as unknown as TypedDocumentString<ListShadowingEntriesQuery, ListShadowingEntriesQueryVariables>;
export const ListVolunteerEntriesDocument = new TypedDocumentString(`
    query ListVolunteerEntries {
  volunteerEntries {
    ...VolunteerEntryFields
  }
}
    fragment VolunteerEntryFields on VolunteerEntry {
  id
  userId
  date
  organization
  type
  supervisor
  hours
  notes
}`) as unknown as TypedDocumentString<ListVolunteerEntriesQuery, ListVolunteerEntriesQueryVariables>;
export const ExportMyAcademicsDocument = new TypedDocumentString(`
    query ExportMyAcademics {
  courses {
    ...CourseFields
  }
  datScores {
    ...DatScoreFields
  }
}
    fragment CourseFields on Course {
  id
  courseName
  courseCode
  credits
  grade
  isScience
  semester
  year
  subject
  academicStatus
  termType
  creditType
  institution
  termLabel
  countsToward
}
fragment DatScoreFields on DatScore {
  id
  userId
  testDate
  scale
  biology
  generalChemistry
  organicChemistry
  perceptualAbility
  readingComprehension
  quantitativeReasoning
  academicAverage
  totalScience
}`) as unknown as TypedDocumentString<ExportMyAcademicsQuery, ExportMyAcademicsQueryVariables>;
export const ExportMyApplicationsDocument = new TypedDocumentString(`
    query ExportMyApplications {
  myApplications {
    ...ApplicationFields
    school {
      key
    }
    events {
      ...ApplicationEventFields
    }
  }
  applicationBudget {
    feeAssistance {
      onProgram
      amountCovered
    }
  }
  myLetters {
    ...LetterFields
  }
  myPersonalStatements {
    ...PersonalStatementFields
    versions {
      ...StatementVersionFields
    }
  }
}
    fragment ApplicationEventFields on ApplicationEvent {
  id
  kind
  date
  note
}
fragment ApplicationFields on Application {
  id
  schoolId
  schoolName
  supplementalFee
  deposit
  secondaryDueOn
  interviewOn
}
fragment LetterFields on Letter {
  id
  evaluatorName
  evaluatorEmail
  title
  relationship
  kind
  role
  status
  requestedOn
  completedOn
  waived
  notes
}
fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}`) as unknown as TypedDocumentString<ExportMyApplicationsQuery, ExportMyApplicationsQueryVariables>;
export const ExportMyExperienceDocument = new TypedDocumentString(`
    query ExportMyExperience {
  shadowingEntries {
    ...ShadowingEntryFields
  }
  volunteerEntries {
    ...VolunteerEntryFields
  }
  experienceLogs {
    ...ExperienceLogFields
  }
  goals {
    shadowingGoal
    volunteerGoal
    typeGoals {
      type
      goal
    }
  }
  myExperiences {
    ...ExperienceFields
  }
}
    fragment ExperienceFields on Experience {
  id
  type
  organization
  firstDate
  lastDate
  totalHours
  averageHoursPerWeek
  ongoing
  description
  highlighted
  contact {
    name
    title
    email
    phone
  }
  logIds
}
fragment ExperienceLogFields on ExperienceLog {
  id
  userId
  date
  type
  organization
  hours
  notes
}
fragment ShadowingEntryFields on ShadowingEntry {
  id
  userId
  date
  doctorName
  practice
  mode
  hours
  notes
}
fragment VolunteerEntryFields on VolunteerEntry {
  id
  userId
  date
  organization
  type
  supervisor
  hours
  notes
}`) as unknown as TypedDocumentString<ExportMyExperienceQuery, ExportMyExperienceQueryVariables>;
export const ExportMyProfileDocument = new TypedDocumentString(`
    query ExportMyProfile {
  me {
    username
    email
  }
}
    `) as unknown as TypedDocumentString<ExportMyProfileQuery, ExportMyProfileQueryVariables>;
export const ExportMySchoolsDocument = new TypedDocumentString(`
    query ExportMySchools {
  favoriteSchools {
    key
    name
  }
}
    `) as unknown as TypedDocumentString<ExportMySchoolsQuery, ExportMySchoolsQueryVariables>;
export const ImportMyAcademicsDataDocument = new TypedDocumentString(`
    mutation ImportMyAcademicsData($data: String!) {
  importMyAcademicsData(data: $data)
}
    `) as unknown as TypedDocumentString<ImportMyAcademicsDataMutation, ImportMyAcademicsDataMutationVariables>;
export const ImportMyApplicationsDataDocument = new TypedDocumentString(`
    mutation ImportMyApplicationsData($data: String!, $schoolIds: [ID!]!) {
  importMyApplicationsData(data: $data, schoolIds: $schoolIds)
}
    `) as unknown as TypedDocumentString<ImportMyApplicationsDataMutation, ImportMyApplicationsDataMutationVariables>;
export const ImportMyExperienceDataDocument = new TypedDocumentString(`
    mutation ImportMyExperienceData($data: String!) {
  importMyExperienceData(data: $data)
}
    `) as unknown as TypedDocumentString<ImportMyExperienceDataMutation, ImportMyExperienceDataMutationVariables>;
export const ImportMyFavoriteSchoolsDocument = new TypedDocumentString(`
    mutation ImportMyFavoriteSchools($schoolIds: [ID!]!) {
  importMyFavoriteSchools(schoolIds: $schoolIds)
}
    `) as unknown as TypedDocumentString<ImportMyFavoriteSchoolsMutation, ImportMyFavoriteSchoolsMutationVariables>;
export const ListSchoolKeysDocument = new TypedDocumentString(`
    query ListSchoolKeys {
  dentalSchools {
    id
    key
  }
}
    `) as unknown as TypedDocumentString<ListSchoolKeysQuery, ListSchoolKeysQueryVariables>;
export const UndoMyAcademicsImportDocument = new TypedDocumentString(`
    mutation UndoMyAcademicsImport {
  undoMyAcademicsImport
}
    `) as unknown as TypedDocumentString<UndoMyAcademicsImportMutation, UndoMyAcademicsImportMutationVariables>;
export const UndoMyApplicationsImportDocument = new TypedDocumentString(`
    mutation UndoMyApplicationsImport {
  undoMyApplicationsImport
}
    `) as unknown as TypedDocumentString<UndoMyApplicationsImportMutation, UndoMyApplicationsImportMutationVariables>;
export const UndoMyExperienceImportDocument = new TypedDocumentString(`
    mutation UndoMyExperienceImport {
  undoMyExperienceImport
}
    `) as unknown as TypedDocumentString<UndoMyExperienceImportMutation, UndoMyExperienceImportMutationVariables>;
export const UndoMyFavoriteSchoolsImportDocument = new TypedDocumentString(`
    mutation UndoMyFavoriteSchoolsImport {
  undoMyFavoriteSchoolsImport
}
    `) as unknown as TypedDocumentString<UndoMyFavoriteSchoolsImportMutation, UndoMyFavoriteSchoolsImportMutationVariables>;
export const AddFavoriteSchoolDocument = new TypedDocumentString(`
    mutation AddFavoriteSchool($schoolId: ID!) {
  addFavoriteSchool(schoolId: $schoolId) {
    ...DentalSchoolFields
  }
}
    fragment DentalSchoolFields on DentalSchool {
  id
  key
  name
  shortNames
  state
  city
  tuition
  tuitionNonResident
  inStateTuition
  programLength
  scienceGpaAvg
  overallGpaAvg
  datAvg
  acceptanceRate
  hasAcceleratedProgram
  isPublic
  websiteUrl
  notes
  figures {
    figure
    value
    scale
    year
    sourceUrl
    sourceKind
    note
    old
    enteredByAdmin
  }
  figureSources {
    field
    figure
  }
  isFavorite
}`) as unknown as TypedDocumentString<AddFavoriteSchoolMutation, AddFavoriteSchoolMutationVariables>;
export const DirectoryStateDocument = new TypedDocumentString(`
    query DirectoryState($withFavorites: Boolean!) {
  directoryVersion
  favoriteSchoolIds @include(if: $withFavorites)
}
    `) as unknown as TypedDocumentString<DirectoryStateQuery, DirectoryStateQueryVariables>;
export const ListDentalSchoolsDocument = new TypedDocumentString(`
    query ListDentalSchools {
  dentalSchools {
    ...DentalSchoolFields
  }
}
    fragment DentalSchoolFields on DentalSchool {
  id
  key
  name
  shortNames
  state
  city
  tuition
  tuitionNonResident
  inStateTuition
  programLength
  scienceGpaAvg
  overallGpaAvg
  datAvg
  acceptanceRate
  hasAcceleratedProgram
  isPublic
  websiteUrl
  notes
  figures {
    figure
    value
    scale
    year
    sourceUrl
    sourceKind
    note
    old
    enteredByAdmin
  }
  figureSources {
    field
    figure
  }
  isFavorite
}`) as unknown as TypedDocumentString<ListDentalSchoolsQuery, ListDentalSchoolsQueryVariables>;
export const ListFavoriteSchoolsDocument = new TypedDocumentString(`
    query ListFavoriteSchools {
  favoriteSchools {
    ...DentalSchoolFields
  }
}
    fragment DentalSchoolFields on DentalSchool {
  id
  key
  name
  shortNames
  state
  city
  tuition
  tuitionNonResident
  inStateTuition
  programLength
  scienceGpaAvg
  overallGpaAvg
  datAvg
  acceptanceRate
  hasAcceleratedProgram
  isPublic
  websiteUrl
  notes
  figures {
    figure
    value
    scale
    year
    sourceUrl
    sourceKind
    note
    old
    enteredByAdmin
  }
  figureSources {
    field
    figure
  }
  isFavorite
}`) as unknown as TypedDocumentString<ListFavoriteSchoolsQuery, ListFavoriteSchoolsQueryVariables>;
export const RemoveFavoriteSchoolDocument = new TypedDocumentString(`
    mutation RemoveFavoriteSchool($schoolId: ID!) {
  removeFavoriteSchool(schoolId: $schoolId) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveFavoriteSchoolMutation, RemoveFavoriteSchoolMutationVariables>;
export const AddCourseDocument = new TypedDocumentString(`
    mutation AddCourse($input: CourseInput!) {
  addCourse(input: $input) {
    ...CourseFields
  }
}
    fragment CourseFields on Course {
  id
  courseName
  courseCode
  credits
  grade
  isScience
  semester
  year
  subject
  academicStatus
  termType
  creditType
  institution
  termLabel
  countsToward
}`) as unknown as TypedDocumentString<AddCourseMutation, AddCourseMutationVariables>;
export const AddDatScoreDocument = new TypedDocumentString(`
    mutation AddDatScore($input: DatScoreInput!) {
  addDatScore(input: $input) {
    ...DatScoreFields
  }
}
    fragment DatScoreFields on DatScore {
  id
  userId
  testDate
  scale
  biology
  generalChemistry
  organicChemistry
  perceptualAbility
  readingComprehension
  quantitativeReasoning
  academicAverage
  totalScience
}`) as unknown as TypedDocumentString<AddDatScoreMutation, AddDatScoreMutationVariables>;
export const DeleteCourseDocument = new TypedDocumentString(`
    mutation DeleteCourse($id: ID!) {
  deleteCourse(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCourseMutation, DeleteCourseMutationVariables>;
export const DeleteDatScoreDocument = new TypedDocumentString(`
    mutation DeleteDatScore($id: ID!) {
  deleteDatScore(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteDatScoreMutation, DeleteDatScoreMutationVariables>;
export const GetAadsasGpaDocument = new TypedDocumentString(`
    query GetAadsasGpa {
  aadsasGpa {
    table {
      ...AadsasRowFields
    }
    projectedTable {
      ...AadsasRowFields
    }
    adjustments {
      rule
      courses
    }
  }
}
    fragment AadsasRowFields on AadsasRow {
  status
  summary
  bcpGpa
  bcpHours
  scienceGpa
  scienceHours
  nonScienceGpa
  nonScienceHours
  totalGpa
  totalHours
}`) as unknown as TypedDocumentString<GetAadsasGpaQuery, GetAadsasGpaQueryVariables>;
export const ImportCoursesDocument = new TypedDocumentString(`
    mutation ImportCourses($inputs: [CourseInput!]!) {
  importCourses(inputs: $inputs) {
    ...CourseFields
  }
}
    fragment CourseFields on Course {
  id
  courseName
  courseCode
  credits
  grade
  isScience
  semester
  year
  subject
  academicStatus
  termType
  creditType
  institution
  termLabel
  countsToward
}`) as unknown as TypedDocumentString<ImportCoursesMutation, ImportCoursesMutationVariables>;
export const ListCoursesDocument = new TypedDocumentString(`
    query ListCourses {
  courses {
    ...CourseFields
  }
}
    fragment CourseFields on Course {
  id
  courseName
  courseCode
  credits
  grade
  isScience
  semester
  year
  subject
  academicStatus
  termType
  creditType
  institution
  termLabel
  countsToward
}`) as unknown as TypedDocumentString<ListCoursesQuery, ListCoursesQueryVariables>;
export const ListDatScoresDocument = new TypedDocumentString(`
    query ListDatScores {
  datScores {
    ...DatScoreFields
  }
}
    fragment DatScoreFields on DatScore {
  id
  userId
  testDate
  scale
  biology
  generalChemistry
  organicChemistry
  perceptualAbility
  readingComprehension
  quantitativeReasoning
  academicAverage
  totalScience
}`) as unknown as TypedDocumentString<ListDatScoresQuery, ListDatScoresQueryVariables>;
export const UpdateCourseDocument = new TypedDocumentString(`
    mutation UpdateCourse($id: ID!, $input: CourseInput!) {
  updateCourse(id: $id, input: $input) {
    ...CourseFields
  }
}
    fragment CourseFields on Course {
  id
  courseName
  courseCode
  credits
  grade
  isScience
  semester
  year
  subject
  academicStatus
  termType
  creditType
  institution
  termLabel
  countsToward
}`) as unknown as TypedDocumentString<UpdateCourseMutation, UpdateCourseMutationVariables>;
export const UpdateDatScoreDocument = new TypedDocumentString(`
    mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {
  updateDatScore(id: $id, input: $input) {
    ...DatScoreFields
  }
}
    fragment DatScoreFields on DatScore {
  id
  userId
  testDate
  scale
  biology
  generalChemistry
  organicChemistry
  perceptualAbility
  readingComprehension
  quantitativeReasoning
  academicAverage
  totalScience
}`) as unknown as TypedDocumentString<UpdateDatScoreMutation, UpdateDatScoreMutationVariables>;
export const AddApplicationEventDocument = new TypedDocumentString(`
    mutation AddApplicationEvent($applicationId: ID!, $input: ApplicationEventInput!) {
  addApplicationEvent(applicationId: $applicationId, input: $input) {
    ...ApplicationDetails
  }
}
    fragment ApplicationDetails on Application {
  ...ApplicationFields
  stage
  answerBy
  answerByRule
  nextDeadline {
    kind
    date
    rule
  }
  events {
    ...ApplicationEventFields
  }
}
fragment ApplicationEventFields on ApplicationEvent {
  id
  kind
  date
  note
}
fragment ApplicationFields on Application {
  id
  schoolId
  schoolName
  supplementalFee
  deposit
  secondaryDueOn
  interviewOn
}`) as unknown as TypedDocumentString<AddApplicationEventMutation, AddApplicationEventMutationVariables>;
export const AddApplicationDocument = new TypedDocumentString(`
    mutation AddApplication($schoolId: ID!) {
  addApplication(schoolId: $schoolId) {
    ...ApplicationDetails
  }
}
    fragment ApplicationDetails on Application {
  ...ApplicationFields
  stage
  answerBy
  answerByRule
  nextDeadline {
    kind
    date
    rule
  }
  events {
    ...ApplicationEventFields
  }
}
fragment ApplicationEventFields on ApplicationEvent {
  id
  kind
  date
  note
}
fragment ApplicationFields on Application {
  id
  schoolId
  schoolName
  supplementalFee
  deposit
  secondaryDueOn
  interviewOn
}`) as unknown as TypedDocumentString<AddApplicationMutation, AddApplicationMutationVariables>;
export const AddLetterDocument = new TypedDocumentString(`
    mutation AddLetter($input: LetterInput!) {
  addLetter(input: $input) {
    ...LetterFields
  }
}
    fragment LetterFields on Letter {
  id
  evaluatorName
  evaluatorEmail
  title
  relationship
  kind
  role
  status
  requestedOn
  completedOn
  waived
  notes
}`) as unknown as TypedDocumentString<AddLetterMutation, AddLetterMutationVariables>;
export const AddPersonalStatementDocument = new TypedDocumentString(`
    mutation AddPersonalStatement($title: String!, $text: String) {
  addPersonalStatement(title: $title, text: $text) {
    ...PersonalStatementDetails
  }
}
    fragment PersonalStatementDetails on PersonalStatement {
  ...PersonalStatementFields
  versions {
    ...StatementVersionFields
  }
}
fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}`) as unknown as TypedDocumentString<AddPersonalStatementMutation, AddPersonalStatementMutationVariables>;
export const AddStatementVersionDocument = new TypedDocumentString(`
    mutation AddStatementVersion($statementId: ID!, $text: String!) {
  addStatementVersion(statementId: $statementId, text: $text) {
    ...PersonalStatementDetails
  }
}
    fragment PersonalStatementDetails on PersonalStatement {
  ...PersonalStatementFields
  versions {
    ...StatementVersionFields
  }
}
fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}`) as unknown as TypedDocumentString<AddStatementVersionMutation, AddStatementVersionMutationVariables>;
export const GetApplicationBudgetDocument = new TypedDocumentString(`
    query GetApplicationBudget {
  applicationBudget {
    ...BudgetFigures
  }
}
    fragment BudgetAmounts on Amounts {
  planned
  spent
}
fragment BudgetFigures on ApplicationBudget {
  aadsas {
    ...BudgetAmounts
  }
  supplemental {
    ...BudgetAmounts
  }
  deposits {
    ...BudgetAmounts
  }
  total {
    ...BudgetAmounts
  }
}`) as unknown as TypedDocumentString<GetApplicationBudgetQuery, GetApplicationBudgetQueryVariables>;
export const GetApplicationCycleDocument = new TypedDocumentString(`
    query GetApplicationCycle {
  applicationCycle {
    ...CycleSettingsFields
  }
}
    fragment CycleSettingsFields on CycleSettings {
  cycleName
  aadsasOpensOn
  firstSubmissionOn
  firstOfferOn
  firstOfferSourceUrl
  longWindowDays
  shortWindowFrom
  shortWindowDays
  immediateAfter
  responseWindowsSourceUrl
  aadsasFeeFirst
  aadsasFeeAdditional
  aadsasFeeSourceUrl
  aadsasFeeYear
  letterReminderDays
  statementLimit
  statementLimitSourceUrl
  statementPrompt
  statementPromptSourceUrl
}`) as unknown as TypedDocumentString<GetApplicationCycleQuery, GetApplicationCycleQueryVariables>;
export const GetPersonalStatementDocument = new TypedDocumentString(`
    query GetPersonalStatement($id: ID!) {
  personalStatement(id: $id) {
    ...PersonalStatementDetails
  }
}
    fragment PersonalStatementDetails on PersonalStatement {
  ...PersonalStatementFields
  versions {
    ...StatementVersionFields
  }
}
fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}`) as unknown as TypedDocumentString<GetPersonalStatementQuery, GetPersonalStatementQueryVariables>;
export const ListApplicationsDocument = new TypedDocumentString(`
    query ListApplications {
  myApplications {
    ...ApplicationDetails
  }
}
    fragment ApplicationDetails on Application {
  ...ApplicationFields
  stage
  answerBy
  answerByRule
  nextDeadline {
    kind
    date
    rule
  }
  events {
    ...ApplicationEventFields
  }
}
fragment ApplicationEventFields on ApplicationEvent {
  id
  kind
  date
  note
}
fragment ApplicationFields on Application {
  id
  schoolId
  schoolName
  supplementalFee
  deposit
  secondaryDueOn
  interviewOn
}`) as unknown as TypedDocumentString<ListApplicationsQuery, ListApplicationsQueryVariables>;
export const ListLettersDocument = new TypedDocumentString(`
    query ListLetters {
  myLetters {
    ...LetterFields
  }
}
    fragment LetterFields on Letter {
  id
  evaluatorName
  evaluatorEmail
  title
  relationship
  kind
  role
  status
  requestedOn
  completedOn
  waived
  notes
}`) as unknown as TypedDocumentString<ListLettersQuery, ListLettersQueryVariables>;
export const ListPersonalStatementsDocument = new TypedDocumentString(`
    query ListPersonalStatements {
  myPersonalStatements {
    id
    title
    createdAt
    draftSavedAt
    draftCharacters
    draftWords
    draftOverBy
    finalVersion {
      id
      characters
      overBy
      savedAt
    }
  }
}
    `) as unknown as TypedDocumentString<ListPersonalStatementsQuery, ListPersonalStatementsQueryVariables>;
export const MarkFinalVersionDocument = new TypedDocumentString(`
    mutation MarkFinalVersion($statementId: ID!, $versionId: ID!) {
  markFinalVersion(statementId: $statementId, versionId: $versionId) {
    ...PersonalStatementDetails
  }
}
    fragment PersonalStatementDetails on PersonalStatement {
  ...PersonalStatementFields
  versions {
    ...StatementVersionFields
  }
}
fragment PersonalStatementFields on PersonalStatement {
  id
  title
  draft
  draftSavedAt
  createdAt
  draftCharacters
  draftWords
  draftOverBy
}
fragment StatementVersionFields on StatementVersion {
  id
  text
  characters
  words
  savedAt
  overBy
  final
}`) as unknown as TypedDocumentString<MarkFinalVersionMutation, MarkFinalVersionMutationVariables>;
export const RemoveApplicationDocument = new TypedDocumentString(`
    mutation RemoveApplication($id: ID!) {
  removeApplication(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveApplicationMutation, RemoveApplicationMutationVariables>;
export const RemoveLetterDocument = new TypedDocumentString(`
    mutation RemoveLetter($id: ID!) {
  removeLetter(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveLetterMutation, RemoveLetterMutationVariables>;
export const UpdateApplicationCycleDocument = new TypedDocumentString(`
    mutation UpdateApplicationCycle($input: CycleSettingsInput!) {
  updateApplicationCycle(input: $input) {
    ...CycleSettingsFields
  }
}
    fragment CycleSettingsFields on CycleSettings {
  cycleName
  aadsasOpensOn
  firstSubmissionOn
  firstOfferOn
  firstOfferSourceUrl
  longWindowDays
  shortWindowFrom
  shortWindowDays
  immediateAfter
  responseWindowsSourceUrl
  aadsasFeeFirst
  aadsasFeeAdditional
  aadsasFeeSourceUrl
  aadsasFeeYear
  letterReminderDays
  statementLimit
  statementLimitSourceUrl
  statementPrompt
  statementPromptSourceUrl
}`) as unknown as TypedDocumentString<UpdateApplicationCycleMutation, UpdateApplicationCycleMutationVariables>;
export const UpdateApplicationDocument = new TypedDocumentString(`
    mutation UpdateApplication($id: ID!, $input: ApplicationInput!) {
  updateApplication(id: $id, input: $input) {
    ...ApplicationDetails
  }
}
    fragment ApplicationDetails on Application {
  ...ApplicationFields
  stage
  answerBy
  answerByRule
  nextDeadline {
    kind
    date
    rule
  }
  events {
    ...ApplicationEventFields
  }
}
fragment ApplicationEventFields on ApplicationEvent {
  id
  kind
  date
  note
}
fragment ApplicationFields on Application {
  id
  schoolId
  schoolName
  supplementalFee
  deposit
  secondaryDueOn
  interviewOn
}`) as unknown as TypedDocumentString<UpdateApplicationMutation, UpdateApplicationMutationVariables>;
export const UpdateLetterDocument = new TypedDocumentString(`
    mutation UpdateLetter($id: ID!, $input: LetterInput!) {
  updateLetter(id: $id, input: $input) {
    ...LetterFields
  }
}
    fragment LetterFields on Letter {
  id
  evaluatorName
  evaluatorEmail
  title
  relationship
  kind
  role
  status
  requestedOn
  completedOn
  waived
  notes
}`) as unknown as TypedDocumentString<UpdateLetterMutation, UpdateLetterMutationVariables>;
export const AddExperienceLogDocument = new TypedDocumentString(`
    mutation AddExperienceLog($input: ExperienceLogInput!) {
  addExperienceLog(input: $input) {
    ...ExperienceLogFields
  }
}
    fragment ExperienceLogFields on ExperienceLog {
  id
  userId
  date
  type
  organization
  hours
  notes
}`) as unknown as TypedDocumentString<AddExperienceLogMutation, AddExperienceLogMutationVariables>;
export const AddShadowingEntryDocument = new TypedDocumentString(`
    mutation AddShadowingEntry($input: ShadowingEntryInput!) {
  addShadowingEntry(input: $input) {
    ...ShadowingEntryFields
  }
}
    fragment ShadowingEntryFields on ShadowingEntry {
  id
  userId
  date
  doctorName
  practice
  mode
  hours
  notes
}`) as unknown as TypedDocumentString<AddShadowingEntryMutation, AddShadowingEntryMutationVariables>;
export const AddVolunteerEntryDocument = new TypedDocumentString(`
    mutation AddVolunteerEntry($input: VolunteerEntryInput!) {
  addVolunteerEntry(input: $input) {
    ...VolunteerEntryFields
  }
}
    fragment VolunteerEntryFields on VolunteerEntry {
  id
  userId
  date
  organization
  type
  supervisor
  hours
  notes
}`) as unknown as TypedDocumentString<AddVolunteerEntryMutation, AddVolunteerEntryMutationVariables>;
export const DeleteExperienceLogDocument = new TypedDocumentString(`
    mutation DeleteExperienceLog($id: ID!) {
  deleteExperienceLog(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteExperienceLogMutation, DeleteExperienceLogMutationVariables>;
export const DeleteShadowingEntryDocument = new TypedDocumentString(`
    mutation DeleteShadowingEntry($id: ID!) {
  deleteShadowingEntry(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteShadowingEntryMutation, DeleteShadowingEntryMutationVariables>;
export const DeleteVolunteerEntryDocument = new TypedDocumentString(`
    mutation DeleteVolunteerEntry($id: ID!) {
  deleteVolunteerEntry(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteVolunteerEntryMutation, DeleteVolunteerEntryMutationVariables>;
export const GetExperienceSettingsDocument = new TypedDocumentString(`
    query GetExperienceSettings {
  experienceSettings {
    ...ExperienceSettingsFields
  }
}
    fragment ExperienceSettingsFields on ExperienceSettings {
  descriptionLimit
  descriptionLimitSourceUrl
  highlightLimit
  highlightLimitSourceUrl
}`) as unknown as TypedDocumentString<GetExperienceSettingsQuery, GetExperienceSettingsQueryVariables>;
export const ListExperienceLogsDocument = new TypedDocumentString(`
    query ListExperienceLogs {
  experienceLogs {
    ...ExperienceLogFields
  }
}
    fragment ExperienceLogFields on ExperienceLog {
  id
  userId
  date
  type
  organization
  hours
  notes
}`) as unknown as TypedDocumentString<ListExperienceLogsQuery, ListExperienceLogsQueryVariables>;
export const ListExperiencesDocument = new TypedDocumentString(`
    query ListExperiences {
  myExperiences {
    ...ExperienceFields
  }
}
    fragment ExperienceFields on Experience {
  id
  type
  organization
  firstDate
  lastDate
  totalHours
  averageHoursPerWeek
  ongoing
  description
  highlighted
  contact {
    name
    title
    email
    phone
  }
  logIds
}`) as unknown as TypedDocumentString<ListExperiencesQuery, ListExperiencesQueryVariables>;
export const MoveExperienceLogDocument = new TypedDocumentString(`
    mutation MoveExperienceLog($logId: ID!, $toExperienceId: ID!) {
  moveExperienceLog(logId: $logId, toExperienceId: $toExperienceId) {
    ...ExperienceFields
  }
}
    fragment ExperienceFields on Experience {
  id
  type
  organization
  firstDate
  lastDate
  totalHours
  averageHoursPerWeek
  ongoing
  description
  highlighted
  contact {
    name
    title
    email
    phone
  }
  logIds
}`) as unknown as TypedDocumentString<MoveExperienceLogMutation, MoveExperienceLogMutationVariables>;
export const SetTypeGoalDocument = new TypedDocumentString(`
    mutation SetTypeGoal($type: String!, $goal: Float) {
  setTypeGoal(type: $type, goal: $goal) {
    shadowingGoal
    volunteerGoal
    typeGoals {
      type
      goal
    }
  }
}
    `) as unknown as TypedDocumentString<SetTypeGoalMutation, SetTypeGoalMutationVariables>;
export const SplitExperienceDocument = new TypedDocumentString(`
    mutation SplitExperience($id: ID!, $logIds: [ID!]!) {
  splitExperience(id: $id, logIds: $logIds) {
    ...ExperienceFields
  }
}
    fragment ExperienceFields on Experience {
  id
  type
  organization
  firstDate
  lastDate
  totalHours
  averageHoursPerWeek
  ongoing
  description
  highlighted
  contact {
    name
    title
    email
    phone
  }
  logIds
}`) as unknown as TypedDocumentString<SplitExperienceMutation, SplitExperienceMutationVariables>;
export const UpdateExperienceLogDocument = new TypedDocumentString(`
    mutation UpdateExperienceLog($id: ID!, $input: ExperienceLogInput!) {
  updateExperienceLog(id: $id, input: $input) {
    ...ExperienceLogFields
  }
}
    fragment ExperienceLogFields on ExperienceLog {
  id
  userId
  date
  type
  organization
  hours
  notes
}`) as unknown as TypedDocumentString<UpdateExperienceLogMutation, UpdateExperienceLogMutationVariables>;
export const UpdateExperienceDocument = new TypedDocumentString(`
    mutation UpdateExperience($id: ID!, $input: ExperienceInput!) {
  updateExperience(id: $id, input: $input) {
    ...ExperienceFields
  }
}
    fragment ExperienceFields on Experience {
  id
  type
  organization
  firstDate
  lastDate
  totalHours
  averageHoursPerWeek
  ongoing
  description
  highlighted
  contact {
    name
    title
    email
    phone
  }
  logIds
}`) as unknown as TypedDocumentString<UpdateExperienceMutation, UpdateExperienceMutationVariables>;
export const UpdateGoalsDocument = new TypedDocumentString(`
    mutation UpdateGoals($input: GoalsInput!) {
  updateGoals(input: $input) {
    shadowingGoal
    volunteerGoal
  }
}
    `) as unknown as TypedDocumentString<UpdateGoalsMutation, UpdateGoalsMutationVariables>;
export const UpdateShadowingEntryDocument = new TypedDocumentString(`
    mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {
  updateShadowingEntry(id: $id, input: $input) {
    ...ShadowingEntryFields
  }
}
    fragment ShadowingEntryFields on ShadowingEntry {
  id
  userId
  date
  doctorName
  practice
  mode
  hours
  notes
}`) as unknown as TypedDocumentString<UpdateShadowingEntryMutation, UpdateShadowingEntryMutationVariables>;
export const UpdateVolunteerEntryDocument = new TypedDocumentString(`
    mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {
  updateVolunteerEntry(id: $id, input: $input) {
    ...VolunteerEntryFields
  }
}
    fragment VolunteerEntryFields on VolunteerEntry {
  id
  userId
  date
  organization
  type
  supervisor
  hours
  notes
}`) as unknown as TypedDocumentString<UpdateVolunteerEntryMutation, UpdateVolunteerEntryMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckAdminDocument = new TypedDocumentString(`
    query CheckAdmin {
  me {
    id
    isAdmin
  }
}
    `) as unknown as TypedDocumentString<CheckAdminQuery, CheckAdminQueryVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  me {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($password: String!) {
  deleteAccount(password: $password) {
    deleted
    pendingAreas
  }
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const GetAdminStatsDocument = new TypedDocumentString(`
    query GetAdminStats {
  userCount: adminUserCount
  courseCount: adminCourseCount
  shadowingCount: adminShadowingCount
  volunteerCount: adminVolunteerCount
  datScoreCount: adminDatScoreCount
  applicationCount: adminApplicationCount
  applicationStages: adminApplicationStages {
    stage
    count
  }
}
    `) as unknown as TypedDocumentString<GetAdminStatsQuery, GetAdminStatsQueryVariables>;
export const ListUsersDocument = new TypedDocumentString(`
    query ListUsers {
  adminUsers {
    id
    username
    email
    isAdmin
  }
}
    `) as unknown as TypedDocumentString<ListUsersQuery, ListUsersQueryVariables>;
export const LogInDocument = new TypedDocumentString(`
    mutation LogIn($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    success
    error
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<LogInMutation, LogInMutationVariables>;
export const LogOutDocument = new TypedDocumentString(`
    mutation LogOut {
  logout
}
    `) as unknown as TypedDocumentString<LogOutMutation, LogOutMutationVariables>;
export const RegisterUserDocument = new TypedDocumentString(`
    mutation RegisterUser($input: RegisterInput!) {
  register(input: $input) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<RegisterUserMutation, RegisterUserMutationVariables>;
export const SignupChallengeDocument = new TypedDocumentString(`
    query SignupChallenge {
  signupChallenge
}
    `) as unknown as TypedDocumentString<SignupChallengeQuery, SignupChallengeQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($id: ID!, $input: ProfileInput!) {
  updateProfile(id: $id, input: $input) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const CreateDentalSchoolDocument = new TypedDocumentString(`
    mutation CreateDentalSchool($input: DentalSchoolInput!) {
  createDentalSchool(input: $input) {
    ...DentalSchoolFields
  }
}
    fragment DentalSchoolFields on DentalSchool {
  id
  key
  name
  shortNames
  state
  city
  tuition
  tuitionNonResident
  inStateTuition
  programLength
  scienceGpaAvg
  overallGpaAvg
  datAvg
  acceptanceRate
  hasAcceleratedProgram
  isPublic
  websiteUrl
  notes
  figures {
    figure
    value
    scale
    year
    sourceUrl
    sourceKind
    note
    old
    enteredByAdmin
  }
  figureSources {
    field
    figure
  }
  isFavorite
}`) as unknown as TypedDocumentString<CreateDentalSchoolMutation, CreateDentalSchoolMutationVariables>;
export const DeleteDentalSchoolDocument = new TypedDocumentString(`
    mutation DeleteDentalSchool($id: ID!) {
  deleteDentalSchool(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteDentalSchoolMutation, DeleteDentalSchoolMutationVariables>;
export const ImportDentalSchoolsDocument = new TypedDocumentString(`
    mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {
  importDentalSchools(rows: $rows) {
    imported
    created
    updated
    skipped
    errors {
      row
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ImportDentalSchoolsMutation, ImportDentalSchoolsMutationVariables>;
export const ListAdminDentalSchoolsDocument = new TypedDocumentString(`
    query ListAdminDentalSchools {
  adminDentalSchools {
    ...DentalSchoolFields
  }
}
    fragment DentalSchoolFields on DentalSchool {
  id
  key
  name
  shortNames
  state
  city
  tuition
  tuitionNonResident
  inStateTuition
  programLength
  scienceGpaAvg
  overallGpaAvg
  datAvg
  acceptanceRate
  hasAcceleratedProgram
  isPublic
  websiteUrl
  notes
  figures {
    figure
    value
    scale
    year
    sourceUrl
    sourceKind
    note
    old
    enteredByAdmin
  }
  figureSources {
    field
    figure
  }
  isFavorite
}`) as unknown as TypedDocumentString<ListAdminDentalSchoolsQuery, ListAdminDentalSchoolsQueryVariables>;
export const UpdateDentalSchoolDocument = new TypedDocumentString(`
    mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {
  updateDentalSchool(id: $id, input: $input) {
    ...DentalSchoolFields
  }
}
    fragment DentalSchoolFields on DentalSchool {
  id
  key
  name
  shortNames
  state
  city
  tuition
  tuitionNonResident
  inStateTuition
  programLength
  scienceGpaAvg
  overallGpaAvg
  datAvg
  acceptanceRate
  hasAcceleratedProgram
  isPublic
  websiteUrl
  notes
  figures {
    figure
    value
    scale
    year
    sourceUrl
    sourceKind
    note
    old
    enteredByAdmin
  }
  figureSources {
    field
    figure
  }
  isFavorite
}`) as unknown as TypedDocumentString<UpdateDentalSchoolMutation, UpdateDentalSchoolMutationVariables>;