/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/**
 * LIKELY: overall GPA and latest DAT Academic Average both at or above the school's mean; REACH:
 * either below its 5th percentile (or, where none is published, more than 0.2 GPA points, 2 DAT
 * points on 1-30 or 30 on 200-600 below its mean); TARGET otherwise. Where only one of the two can
 * be compared (basis GPA_ONLY or DAT_ONLY), the band is read on that one alone. NOT_ENOUGH_DATA:
 * neither can (a number missing, or the DAT on another scale than the school's, on both sides).
 */
export type FitBand =
  | 'LIKELY'
  | 'NOT_ENOUGH_DATA'
  | 'REACH'
  | 'TARGET';

/** The numbers a band was read from. */
export type FitBasis =
  | 'DAT_ONLY'
  | 'GPA_AND_DAT'
  | 'GPA_ONLY';

/** What a band leaves out: why it rests on one number alone, or why it is NOT_ENOUGH_DATA. */
export type FitLack =
  | 'DAT_SCALE'
  | 'MY_DAT'
  | 'MY_GPA'
  | 'SCHOOL_DAT'
  | 'SCHOOL_GPA';

/**
 * Which GPA of the student's is compared. AADSAS: the overall row of the AADSAS table (overall
 * and science GPA), once every course that counts toward a GPA (graded, withdrawn-failing, or
 * without a credit type) has its AADSAS subject and academic status and the table has graded hours.
 * SIMPLE: SPEC's overall and science GPA otherwise.
 */
export type GpaBasis =
  | 'AADSAS'
  | 'SIMPLE';

/**
 * MET: the finished courses meet it; IN_PROGRESS: it would be met with courses in progress;
 * PLANNED: it would be met with planned courses too; PARTLY_MET: finished courses, fewer hours or
 * courses than asked; MISSING: none.
 */
export type PrerequisiteStatus =
  | 'IN_PROGRESS'
  | 'MET'
  | 'MISSING'
  | 'PARTLY_MET'
  | 'PLANNED';

/** Where a figure, prerequisite or limit comes from. */
export type SourceKind =
  | 'adea'
  /** The school's own website. */
  | 'school'
  /** A page republishing ADEA's or the school's data with the year. */
  | 'secondary';

/** NEAR: within 0.05 GPA points, or one step of the DAT scale (10 on 200-600, 1 on 1-30), of the school's average. */
export type Standing =
  | 'ABOVE'
  | 'BELOW'
  | 'NEAR';

export type ApplicationFavoriteSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationFavoriteSchoolsQuery = { favoriteSchools: Array<{ id: string, name: string, city: string, state: string, isPublic: boolean }> };

export type AddFavoriteSchoolMutationVariables = Exact<{
  schoolId: string | number;
}>;


export type AddFavoriteSchoolMutation = { addFavoriteSchool: { __typename: 'DentalSchool', id: string, isFavorite: boolean } };

export type DentalSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type DentalSchoolsQuery = { canFavoriteSchools: boolean, dentalSchools: Array<{ id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, prerequisites: Array<{ course: string, required: boolean, semesterHours: number | null, quarterHours: number | null, year: string, sourceUrl: string, sourceKind: SourceKind, old: boolean }>, myPrerequisites: Array<{ course: string, subject: string, required: boolean, neededHours: number | null, myHours: number, shortHours: number | null, neededCourses: number | null, status: PrerequisiteStatus, myCourses: Array<{ id: string, courseCode: string, courseName: string, inProgress: boolean, planned: boolean }> }> | null, myNumbers: { gpaBasis: GpaBasis, overallGpa: { mine: number | null, school: number | null, difference: number | null, standing: Standing | null }, scienceGpa: { mine: number | null, school: number | null, difference: number | null, standing: Standing | null }, datAcademicAverage: { mine: number | null, school: number | null, difference: number | null, standing: Standing | null, scale: string | null } } | null, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> }> };

export type FavoriteSchoolsQueryVariables = Exact<{ [key: string]: never; }>;


export type FavoriteSchoolsQuery = { favoriteSchools: Array<{ id: string, myFit: { band: FitBand, basis: FitBasis | null, lacks: Array<FitLack>, gpaBasis: GpaBasis } | null }> };

export type RemoveFavoriteSchoolMutationVariables = Exact<{
  schoolId: string | number;
}>;


export type RemoveFavoriteSchoolMutation = { removeFavoriteSchool: { __typename: 'DentalSchool', id: string, isFavorite: boolean } };

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

export const AadsasRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AadsasRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AadsasRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bcpGpa"}},{"kind":"Field","name":{"kind":"Name","value":"bcpHours"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpa"}},{"kind":"Field","name":{"kind":"Name","value":"scienceHours"}},{"kind":"Field","name":{"kind":"Name","value":"nonScienceGpa"}},{"kind":"Field","name":{"kind":"Name","value":"nonScienceHours"}},{"kind":"Field","name":{"kind":"Name","value":"totalGpa"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}}]}}]} as unknown as DocumentNode<AadsasRowFieldsFragment, unknown>;
export const CourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"academicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"creditType"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"termLabel"}},{"kind":"Field","name":{"kind":"Name","value":"countsToward"}}]}}]} as unknown as DocumentNode<CourseFieldsFragment, unknown>;
export const DatScoreFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<DatScoreFieldsFragment, unknown>;
export const DentalSchoolFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<DentalSchoolFieldsFragment, unknown>;
export const ApplicationFavoriteSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationFavoriteSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}}]}}]}}]} as unknown as DocumentNode<ApplicationFavoriteSchoolsQuery, ApplicationFavoriteSchoolsQueryVariables>;
export const AddFavoriteSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFavoriteSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavoriteSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<AddFavoriteSchoolMutation, AddFavoriteSchoolMutationVariables>;
export const DentalSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DentalSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dentalSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"semesterHours"}},{"kind":"Field","name":{"kind":"Name","value":"quarterHours"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"old"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPrerequisites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"neededHours"}},{"kind":"Field","name":{"kind":"Name","value":"myHours"}},{"kind":"Field","name":{"kind":"Name","value":"shortHours"}},{"kind":"Field","name":{"kind":"Name","value":"neededCourses"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpaBasis"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"datAcademicAverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"school"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"canFavoriteSchools"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<DentalSchoolsQuery, DentalSchoolsQueryVariables>;
export const FavoriteSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavoriteSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myFit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"band"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"lacks"}},{"kind":"Field","name":{"kind":"Name","value":"gpaBasis"}}]}}]}}]}}]} as unknown as DocumentNode<FavoriteSchoolsQuery, FavoriteSchoolsQueryVariables>;
export const RemoveFavoriteSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFavoriteSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavoriteSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}}]} as unknown as DocumentNode<RemoveFavoriteSchoolMutation, RemoveFavoriteSchoolMutationVariables>;
export const AddCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"academicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"creditType"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"termLabel"}},{"kind":"Field","name":{"kind":"Name","value":"countsToward"}}]}}]} as unknown as DocumentNode<AddCourseMutation, AddCourseMutationVariables>;
export const AddDatScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDatScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatScoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDatScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<AddDatScoreMutation, AddDatScoreMutationVariables>;
export const DeleteCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCourseMutation, DeleteCourseMutationVariables>;
export const DeleteDatScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDatScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDatScoreMutation, DeleteDatScoreMutationVariables>;
export const GetAadsasGpaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAadsasGpa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aadsasGpa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AadsasRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectedTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AadsasRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adjustments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AadsasRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AadsasRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"bcpGpa"}},{"kind":"Field","name":{"kind":"Name","value":"bcpHours"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpa"}},{"kind":"Field","name":{"kind":"Name","value":"scienceHours"}},{"kind":"Field","name":{"kind":"Name","value":"nonScienceGpa"}},{"kind":"Field","name":{"kind":"Name","value":"nonScienceHours"}},{"kind":"Field","name":{"kind":"Name","value":"totalGpa"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}}]}}]} as unknown as DocumentNode<GetAadsasGpaQuery, GetAadsasGpaQueryVariables>;
export const ImportCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inputs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inputs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"academicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"creditType"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"termLabel"}},{"kind":"Field","name":{"kind":"Name","value":"countsToward"}}]}}]} as unknown as DocumentNode<ImportCoursesMutation, ImportCoursesMutationVariables>;
export const ListCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"academicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"creditType"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"termLabel"}},{"kind":"Field","name":{"kind":"Name","value":"countsToward"}}]}}]} as unknown as DocumentNode<ListCoursesQuery, ListCoursesQueryVariables>;
export const ListDatScoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListDatScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<ListDatScoresQuery, ListDatScoresQueryVariables>;
export const UpdateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"academicStatus"}},{"kind":"Field","name":{"kind":"Name","value":"termType"}},{"kind":"Field","name":{"kind":"Name","value":"creditType"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"termLabel"}},{"kind":"Field","name":{"kind":"Name","value":"countsToward"}}]}}]} as unknown as DocumentNode<UpdateCourseMutation, UpdateCourseMutationVariables>;
export const UpdateDatScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDatScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatScoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDatScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<UpdateDatScoreMutation, UpdateDatScoreMutationVariables>;
export const CreateDentalSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDentalSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDentalSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<CreateDentalSchoolMutation, CreateDentalSchoolMutationVariables>;
export const DeleteDentalSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDentalSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDentalSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDentalSchoolMutation, DeleteDentalSchoolMutationVariables>;
export const ImportDentalSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportDentalSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchoolCsvRow"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importDentalSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportDentalSchoolsMutation, ImportDentalSchoolsMutationVariables>;
export const ListAdminDentalSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAdminDentalSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDentalSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<ListAdminDentalSchoolsQuery, ListAdminDentalSchoolsQueryVariables>;
export const UpdateDentalSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDentalSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDentalSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<UpdateDentalSchoolMutation, UpdateDentalSchoolMutationVariables>;