/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Either goal or both; each at least 1, in steps of 0.5. */
export type GoalsInput = {
  shadowingGoal?: number | null | undefined;
  volunteerGoal?: number | null | undefined;
};

/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Adding needs every field except notes; updating takes any of them (notes: null or "" clears them).
 */
export type ShadowingEntryInput = {
  date?: string | null | undefined;
  doctorName?: string | null | undefined;
  hours?: number | null | undefined;
  notes?: string | null | undefined;
  practice?: string | null | undefined;
};

/** Adding needs every field except notes; updating takes any of them. */
export type VolunteerEntryInput = {
  date?: string | null | undefined;
  hours?: number | null | undefined;
  notes?: string | null | undefined;
  organization?: string | null | undefined;
  supervisor?: string | null | undefined;
  type?: string | null | undefined;
};

export type ExperienceSummaryQueryVariables = Exact<{
  month: string;
}>;


export type ExperienceSummaryQuery = { experienceSummary: { shadowing: { totalHours: number, hoursThisMonth: number, goal: number | null, progressPercent: number }, volunteer: { totalHours: number, hoursThisMonth: number, goal: number | null, progressPercent: number } } };

export type ShadowingEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShadowingEntriesQuery = { entries: Array<{ id: string, userId: string, date: string, doctorName: string, practice: string, hours: number, notes: string | null }> };

export type VolunteerEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type VolunteerEntriesQuery = { entries: Array<{ id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null }> };

export type AddShadowingEntryMutationVariables = Exact<{
  input: ShadowingEntryInput;
}>;


export type AddShadowingEntryMutation = { addShadowingEntry: { id: string, userId: string, date: string, doctorName: string, practice: string, hours: number, notes: string | null } };

export type AddVolunteerEntryMutationVariables = Exact<{
  input: VolunteerEntryInput;
}>;


export type AddVolunteerEntryMutation = { addVolunteerEntry: { id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null } };

export type DeleteShadowingEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteShadowingEntryMutation = { deleteShadowingEntry: string };

export type DeleteVolunteerEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVolunteerEntryMutation = { deleteVolunteerEntry: string };

export type ShadowingEntryFieldsFragment = { id: string, userId: string, date: string, doctorName: string, practice: string, hours: number, notes: string | null };

export type UpdateGoalsMutationVariables = Exact<{
  input: GoalsInput;
}>;


export type UpdateGoalsMutation = { updateGoals: { shadowingGoal: number | null, volunteerGoal: number | null } };

export type UpdateShadowingEntryMutationVariables = Exact<{
  id: string | number;
  input: ShadowingEntryInput;
}>;


export type UpdateShadowingEntryMutation = { updateShadowingEntry: { id: string, userId: string, date: string, doctorName: string, practice: string, hours: number, notes: string | null } };

export type UpdateVolunteerEntryMutationVariables = Exact<{
  id: string | number;
  input: VolunteerEntryInput;
}>;


export type UpdateVolunteerEntryMutation = { updateVolunteerEntry: { id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null } };

export type VolunteerEntryFieldsFragment = { id: string, userId: string, date: string, organization: string, type: string, supervisor: string, hours: number, notes: string | null };

export const ShadowingEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShadowingEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShadowingEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"doctorName"}},{"kind":"Field","name":{"kind":"Name","value":"practice"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<ShadowingEntryFieldsFragment, unknown>;
export const VolunteerEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<VolunteerEntryFieldsFragment, unknown>;
export const ExperienceSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperienceSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experienceSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shadowing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"hoursThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"volunteer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"hoursThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"goal"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercent"}}]}}]}}]}}]} as unknown as DocumentNode<ExperienceSummaryQuery, ExperienceSummaryQueryVariables>;
export const ShadowingEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShadowingEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"entries"},"name":{"kind":"Name","value":"shadowingEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShadowingEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShadowingEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShadowingEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"doctorName"}},{"kind":"Field","name":{"kind":"Name","value":"practice"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<ShadowingEntriesQuery, ShadowingEntriesQueryVariables>;
export const VolunteerEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VolunteerEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"entries"},"name":{"kind":"Name","value":"volunteerEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VolunteerEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<VolunteerEntriesQuery, VolunteerEntriesQueryVariables>;
export const AddShadowingEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddShadowingEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShadowingEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addShadowingEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShadowingEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShadowingEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShadowingEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"doctorName"}},{"kind":"Field","name":{"kind":"Name","value":"practice"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<AddShadowingEntryMutation, AddShadowingEntryMutationVariables>;
export const AddVolunteerEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddVolunteerEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVolunteerEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VolunteerEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<AddVolunteerEntryMutation, AddVolunteerEntryMutationVariables>;
export const DeleteShadowingEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShadowingEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteShadowingEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteShadowingEntryMutation, DeleteShadowingEntryMutationVariables>;
export const DeleteVolunteerEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVolunteerEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVolunteerEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVolunteerEntryMutation, DeleteVolunteerEntryMutationVariables>;
export const UpdateGoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGoals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGoals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shadowingGoal"}},{"kind":"Field","name":{"kind":"Name","value":"volunteerGoal"}}]}}]}}]} as unknown as DocumentNode<UpdateGoalsMutation, UpdateGoalsMutationVariables>;
export const UpdateShadowingEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShadowingEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShadowingEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShadowingEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShadowingEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShadowingEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShadowingEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"doctorName"}},{"kind":"Field","name":{"kind":"Name","value":"practice"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<UpdateShadowingEntryMutation, UpdateShadowingEntryMutationVariables>;
export const UpdateVolunteerEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVolunteerEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVolunteerEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VolunteerEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VolunteerEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VolunteerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"supervisor"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<UpdateVolunteerEntryMutation, UpdateVolunteerEntryMutationVariables>;