/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** One row of a figures CSV (school-figures.csv's columns) as cell text. */
export type SchoolFigureCsvRow = {
  figure?: string | null | undefined;
  key?: string | null | undefined;
  note?: string | null | undefined;
  scale?: string | null | undefined;
  sourceKind?: string | null | undefined;
  sourceUrl?: string | null | undefined;
  value?: string | null | undefined;
  year?: string | null | undefined;
};

/**
 * A figure an admin enters with its source: the columns of the seed's school-figures.csv but the key.
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 */
export type SchoolFigureInput = {
  figure?: string | null | undefined;
  note?: string | null | undefined;
  /** DAT figures only: 1-30 or 200-600. */
  scale?: string | null | undefined;
  /** school, adea or secondary. */
  sourceKind?: string | null | undefined;
  sourceUrl?: string | null | undefined;
  value?: number | null | undefined;
  /** The entering class (2024) or academic year (2025-26). */
  year?: string | null | undefined;
};

/** Where a figure, prerequisite or limit comes from. */
export type SourceKind =
  | 'adea'
  /** The school's own website. */
  | 'school'
  /** A page republishing ADEA's or the school's data with the year. */
  | 'secondary';

export type AdminDentalSchoolQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminDentalSchoolQuery = { dentalSchool: { id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> } };

export type ImportSchoolFiguresMutationVariables = Exact<{
  rows: Array<SchoolFigureCsvRow> | SchoolFigureCsvRow;
}>;


export type ImportSchoolFiguresMutation = { importSchoolFigures: { imported: number, errors: Array<{ row: number, message: string }> } };

export type ListAdminSchoolCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListAdminSchoolCardsQuery = { adminDentalSchools: Array<{ id: string, name: string, city: string, state: string, isPublic: boolean, hasAcceleratedProgram: boolean, tuition: number | null, tuitionNonResident: number | null, programLength: number, datAvg: number | null }> };

export type RemoveSchoolFigureMutationVariables = Exact<{
  schoolId: string | number;
  figure: string;
}>;


export type RemoveSchoolFigureMutation = { removeSchoolFigure: { id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> } };

export type SetSchoolFigureMutationVariables = Exact<{
  schoolId: string | number;
  input: SchoolFigureInput;
}>;


export type SetSchoolFigureMutation = { setSchoolFigure: { id: string, key: string, name: string, shortNames: Array<string>, state: string, city: string, tuition: number | null, tuitionNonResident: number | null, inStateTuition: number | null, programLength: number, scienceGpaAvg: number | null, overallGpaAvg: number | null, datAvg: number | null, acceptanceRate: number | null, hasAcceleratedProgram: boolean, isPublic: boolean, websiteUrl: string | null, notes: string | null, isFavorite: boolean, figures: Array<{ figure: string, value: number, scale: string | null, year: string, sourceUrl: string, sourceKind: SourceKind, note: string | null, old: boolean, enteredByAdmin: boolean }>, figureSources: Array<{ field: string, figure: string }> } };

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

export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const DentalSchoolFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<DentalSchoolFieldsFragment, unknown>;
export const AdminDentalSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDentalSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dentalSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<AdminDentalSchoolQuery, AdminDentalSchoolQueryVariables>;
export const ImportSchoolFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportSchoolFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolFigureCsvRow"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSchoolFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportSchoolFiguresMutation, ImportSchoolFiguresMutationVariables>;
export const ListAdminSchoolCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAdminSchoolCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDentalSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}}]}}]}}]} as unknown as DocumentNode<ListAdminSchoolCardsQuery, ListAdminSchoolCardsQueryVariables>;
export const RemoveSchoolFigureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSchoolFigure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"figure"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSchoolFigure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"figure"},"value":{"kind":"Variable","name":{"kind":"Name","value":"figure"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<RemoveSchoolFigureMutation, RemoveSchoolFigureMutationVariables>;
export const SetSchoolFigureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSchoolFigure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SchoolFigureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSchoolFigure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"schoolId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schoolId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<SetSchoolFigureMutation, SetSchoolFigureMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<CheckAdminQuery, CheckAdminQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAreas"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const GetAdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"userCount"},"name":{"kind":"Name","value":"adminUserCount"}},{"kind":"Field","alias":{"kind":"Name","value":"courseCount"},"name":{"kind":"Name","value":"adminCourseCount"}},{"kind":"Field","alias":{"kind":"Name","value":"shadowingCount"},"name":{"kind":"Name","value":"adminShadowingCount"}},{"kind":"Field","alias":{"kind":"Name","value":"volunteerCount"},"name":{"kind":"Name","value":"adminVolunteerCount"}},{"kind":"Field","alias":{"kind":"Name","value":"datScoreCount"},"name":{"kind":"Name","value":"adminDatScoreCount"}},{"kind":"Field","alias":{"kind":"Name","value":"applicationCount"},"name":{"kind":"Name","value":"adminApplicationCount"}},{"kind":"Field","alias":{"kind":"Name","value":"applicationStages"},"name":{"kind":"Name","value":"adminApplicationStages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<GetAdminStatsQuery, GetAdminStatsQueryVariables>;
export const ListUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<ListUsersQuery, ListUsersQueryVariables>;
export const LogInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}}]}}]} as unknown as DocumentNode<LogInMutation, LogInMutationVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const RegisterUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const SignupChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignupChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signupChallenge"}}]}}]} as unknown as DocumentNode<SignupChallengeQuery, SignupChallengeQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const CreateDentalSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDentalSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDentalSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<CreateDentalSchoolMutation, CreateDentalSchoolMutationVariables>;
export const DeleteDentalSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDentalSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDentalSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDentalSchoolMutation, DeleteDentalSchoolMutationVariables>;
export const ImportDentalSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportDentalSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rows"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchoolCsvRow"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importDentalSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rows"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rows"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportDentalSchoolsMutation, ImportDentalSchoolsMutationVariables>;
export const ListAdminDentalSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAdminDentalSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDentalSchools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<ListAdminDentalSchoolsQuery, ListAdminDentalSchoolsQueryVariables>;
export const UpdateDentalSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDentalSchool"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchoolInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDentalSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DentalSchoolFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DentalSchoolFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DentalSchool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortNames"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"tuition"}},{"kind":"Field","name":{"kind":"Name","value":"tuitionNonResident"}},{"kind":"Field","name":{"kind":"Name","value":"inStateTuition"}},{"kind":"Field","name":{"kind":"Name","value":"programLength"}},{"kind":"Field","name":{"kind":"Name","value":"scienceGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"overallGpaAvg"}},{"kind":"Field","name":{"kind":"Name","value":"datAvg"}},{"kind":"Field","name":{"kind":"Name","value":"acceptanceRate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAcceleratedProgram"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"websiteUrl"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"scale"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceKind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"old"}},{"kind":"Field","name":{"kind":"Name","value":"enteredByAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figureSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"figure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]} as unknown as DocumentNode<UpdateDentalSchoolMutation, UpdateDentalSchoolMutationVariables>;