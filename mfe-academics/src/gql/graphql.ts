/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/**
 * Fields are nullable so the subgraph answers missing ones with the product's own messages.
 * Adding needs every field except isScience (default false); updating takes any of them.
 */
export type CourseInput = {
  courseCode?: string | null | undefined;
  courseName?: string | null | undefined;
  credits?: number | null | undefined;
  grade?: string | null | undefined;
  isScience?: boolean | null | undefined;
  semester?: string | null | undefined;
  year?: number | null | undefined;
};

/** Adding needs every field; updating takes any of them. totalScience is always computed. */
export type DatScoreInput = {
  academicAverage?: number | null | undefined;
  biology?: number | null | undefined;
  generalChemistry?: number | null | undefined;
  organicChemistry?: number | null | undefined;
  perceptualAbility?: number | null | undefined;
  quantitativeReasoning?: number | null | undefined;
  readingComprehension?: number | null | undefined;
  testDate?: string | null | undefined;
};

export type AddCourseMutationVariables = Exact<{
  input: CourseInput;
}>;


export type AddCourseMutation = { addCourse: { id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number } };

export type CourseFieldsFragment = { id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number };

export type DeleteCourseMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCourseMutation = { deleteCourse: string };

export type AcademicSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type AcademicSummaryQuery = { academicSummary: { gpa: { overall: number, science: number, totalCredits: number }, terms: Array<{ semester: string, year: number, credits: number, gpa: number, cumulativeGpa: number }> } };

export type CoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type CoursesQuery = { courses: Array<{ id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number }> };

export type UpdateCourseMutationVariables = Exact<{
  id: string | number;
  input: CourseInput;
}>;


export type UpdateCourseMutation = { updateCourse: { id: string, courseName: string, courseCode: string, credits: number, grade: string, isScience: boolean, semester: string, year: number } };

export type AddDatScoreMutationVariables = Exact<{
  input: DatScoreInput;
}>;


export type AddDatScoreMutation = { addDatScore: { id: string, testDate: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number } };

export type DatScoreFieldsFragment = { id: string, testDate: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number };

export type DeleteDatScoreMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDatScoreMutation = { deleteDatScore: string };

export type DatScoresQueryVariables = Exact<{ [key: string]: never; }>;


export type DatScoresQuery = { datScores: Array<{ id: string, testDate: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number }> };

export type UpdateDatScoreMutationVariables = Exact<{
  id: string | number;
  input: DatScoreInput;
}>;


export type UpdateDatScoreMutation = { updateDatScore: { id: string, testDate: string, biology: number, generalChemistry: number, organicChemistry: number, perceptualAbility: number, readingComprehension: number, quantitativeReasoning: number, academicAverage: number, totalScience: number } };

export const CourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]} as unknown as DocumentNode<CourseFieldsFragment, unknown>;
export const DatScoreFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<DatScoreFieldsFragment, unknown>;
export const AddCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]} as unknown as DocumentNode<AddCourseMutation, AddCourseMutationVariables>;
export const DeleteCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCourseMutation, DeleteCourseMutationVariables>;
export const AcademicSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AcademicSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"academicSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"overall"}},{"kind":"Field","name":{"kind":"Name","value":"science"}},{"kind":"Field","name":{"kind":"Name","value":"totalCredits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"gpa"}},{"kind":"Field","name":{"kind":"Name","value":"cumulativeGpa"}}]}}]}}]}}]} as unknown as DocumentNode<AcademicSummaryQuery, AcademicSummaryQueryVariables>;
export const CoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]} as unknown as DocumentNode<CoursesQuery, CoursesQueryVariables>;
export const UpdateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"courseCode"}},{"kind":"Field","name":{"kind":"Name","value":"credits"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"isScience"}},{"kind":"Field","name":{"kind":"Name","value":"semester"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]} as unknown as DocumentNode<UpdateCourseMutation, UpdateCourseMutationVariables>;
export const AddDatScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDatScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatScoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDatScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<AddDatScoreMutation, AddDatScoreMutationVariables>;
export const DeleteDatScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDatScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDatScoreMutation, DeleteDatScoreMutationVariables>;
export const DatScoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datScores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<DatScoresQuery, DatScoresQueryVariables>;
export const UpdateDatScoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDatScore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatScoreInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDatScore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DatScoreFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DatScoreFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DatScore"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"testDate"}},{"kind":"Field","name":{"kind":"Name","value":"biology"}},{"kind":"Field","name":{"kind":"Name","value":"generalChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"organicChemistry"}},{"kind":"Field","name":{"kind":"Name","value":"perceptualAbility"}},{"kind":"Field","name":{"kind":"Name","value":"readingComprehension"}},{"kind":"Field","name":{"kind":"Name","value":"quantitativeReasoning"}},{"kind":"Field","name":{"kind":"Name","value":"academicAverage"}},{"kind":"Field","name":{"kind":"Name","value":"totalScience"}}]}}]} as unknown as DocumentNode<UpdateDatScoreMutation, UpdateDatScoreMutationVariables>;