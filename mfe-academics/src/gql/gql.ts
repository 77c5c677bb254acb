/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query GetAadsasGpa {\n  aadsasGpa {\n    table {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    projectedTable {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    adjustments {\n      rule\n      courses\n    }\n  }\n}": typeof types.GetAadsasGpaDocument,
    "mutation AddCourse($input: CourseInput!) {\n  addCourse(input: $input) {\n    ...CourseFields\n  }\n}": typeof types.AddCourseDocument,
    "fragment CourseFields on Course {\n  id\n  courseName\n  courseCode\n  credits\n  grade\n  isScience\n  semester\n  year\n  subject\n  academicStatus\n  termType\n  creditType\n  institution\n}": typeof types.CourseFieldsFragmentDoc,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": typeof types.DeleteCourseDocument,
    "query AcademicSummary {\n  academicSummary {\n    gpa {\n      overall\n      science\n      totalCredits\n    }\n    terms {\n      semester\n      year\n      credits\n      gpa\n      cumulativeGpa\n    }\n  }\n}": typeof types.AcademicSummaryDocument,
    "mutation ImportCourses($inputs: [CourseInput!]!) {\n  importCourses(inputs: $inputs) {\n    ...CourseFields\n  }\n}": typeof types.ImportCoursesDocument,
    "query Courses {\n  courses {\n    ...CourseFields\n  }\n}": typeof types.CoursesDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...CourseFields\n  }\n}": typeof types.UpdateCourseDocument,
    "mutation AddDatScore($input: DatScoreInput!) {\n  addDatScore(input: $input) {\n    ...DatScoreFields\n  }\n}": typeof types.AddDatScoreDocument,
    "fragment DatScoreFields on DatScore {\n  id\n  testDate\n  scale\n  biology\n  generalChemistry\n  organicChemistry\n  perceptualAbility\n  readingComprehension\n  quantitativeReasoning\n  academicAverage\n  totalScience\n}": typeof types.DatScoreFieldsFragmentDoc,
    "mutation DeleteDatScore($id: ID!) {\n  deleteDatScore(id: $id)\n}": typeof types.DeleteDatScoreDocument,
    "query DatScores {\n  datScores {\n    ...DatScoreFields\n  }\n}": typeof types.DatScoresDocument,
    "mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {\n  updateDatScore(id: $id, input: $input) {\n    ...DatScoreFields\n  }\n}": typeof types.UpdateDatScoreDocument,
};
const documents: Documents = {
    "query GetAadsasGpa {\n  aadsasGpa {\n    table {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    projectedTable {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    adjustments {\n      rule\n      courses\n    }\n  }\n}": types.GetAadsasGpaDocument,
    "mutation AddCourse($input: CourseInput!) {\n  addCourse(input: $input) {\n    ...CourseFields\n  }\n}": types.AddCourseDocument,
    "fragment CourseFields on Course {\n  id\n  courseName\n  courseCode\n  credits\n  grade\n  isScience\n  semester\n  year\n  subject\n  academicStatus\n  termType\n  creditType\n  institution\n}": types.CourseFieldsFragmentDoc,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": types.DeleteCourseDocument,
    "query AcademicSummary {\n  academicSummary {\n    gpa {\n      overall\n      science\n      totalCredits\n    }\n    terms {\n      semester\n      year\n      credits\n      gpa\n      cumulativeGpa\n    }\n  }\n}": types.AcademicSummaryDocument,
    "mutation ImportCourses($inputs: [CourseInput!]!) {\n  importCourses(inputs: $inputs) {\n    ...CourseFields\n  }\n}": types.ImportCoursesDocument,
    "query Courses {\n  courses {\n    ...CourseFields\n  }\n}": types.CoursesDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...CourseFields\n  }\n}": types.UpdateCourseDocument,
    "mutation AddDatScore($input: DatScoreInput!) {\n  addDatScore(input: $input) {\n    ...DatScoreFields\n  }\n}": types.AddDatScoreDocument,
    "fragment DatScoreFields on DatScore {\n  id\n  testDate\n  scale\n  biology\n  generalChemistry\n  organicChemistry\n  perceptualAbility\n  readingComprehension\n  quantitativeReasoning\n  academicAverage\n  totalScience\n}": types.DatScoreFieldsFragmentDoc,
    "mutation DeleteDatScore($id: ID!) {\n  deleteDatScore(id: $id)\n}": types.DeleteDatScoreDocument,
    "query DatScores {\n  datScores {\n    ...DatScoreFields\n  }\n}": types.DatScoresDocument,
    "mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {\n  updateDatScore(id: $id, input: $input) {\n    ...DatScoreFields\n  }\n}": types.UpdateDatScoreDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAadsasGpa {\n  aadsasGpa {\n    table {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    projectedTable {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    adjustments {\n      rule\n      courses\n    }\n  }\n}"): (typeof documents)["query GetAadsasGpa {\n  aadsasGpa {\n    table {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    projectedTable {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    adjustments {\n      rule\n      courses\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCourse($input: CourseInput!) {\n  addCourse(input: $input) {\n    ...CourseFields\n  }\n}"): (typeof documents)["mutation AddCourse($input: CourseInput!) {\n  addCourse(input: $input) {\n    ...CourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CourseFields on Course {\n  id\n  courseName\n  courseCode\n  credits\n  grade\n  isScience\n  semester\n  year\n  subject\n  academicStatus\n  termType\n  creditType\n  institution\n}"): (typeof documents)["fragment CourseFields on Course {\n  id\n  courseName\n  courseCode\n  credits\n  grade\n  isScience\n  semester\n  year\n  subject\n  academicStatus\n  termType\n  creditType\n  institution\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}"): (typeof documents)["mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AcademicSummary {\n  academicSummary {\n    gpa {\n      overall\n      science\n      totalCredits\n    }\n    terms {\n      semester\n      year\n      credits\n      gpa\n      cumulativeGpa\n    }\n  }\n}"): (typeof documents)["query AcademicSummary {\n  academicSummary {\n    gpa {\n      overall\n      science\n      totalCredits\n    }\n    terms {\n      semester\n      year\n      credits\n      gpa\n      cumulativeGpa\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportCourses($inputs: [CourseInput!]!) {\n  importCourses(inputs: $inputs) {\n    ...CourseFields\n  }\n}"): (typeof documents)["mutation ImportCourses($inputs: [CourseInput!]!) {\n  importCourses(inputs: $inputs) {\n    ...CourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Courses {\n  courses {\n    ...CourseFields\n  }\n}"): (typeof documents)["query Courses {\n  courses {\n    ...CourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...CourseFields\n  }\n}"): (typeof documents)["mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...CourseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDatScore($input: DatScoreInput!) {\n  addDatScore(input: $input) {\n    ...DatScoreFields\n  }\n}"): (typeof documents)["mutation AddDatScore($input: DatScoreInput!) {\n  addDatScore(input: $input) {\n    ...DatScoreFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DatScoreFields on DatScore {\n  id\n  testDate\n  scale\n  biology\n  generalChemistry\n  organicChemistry\n  perceptualAbility\n  readingComprehension\n  quantitativeReasoning\n  academicAverage\n  totalScience\n}"): (typeof documents)["fragment DatScoreFields on DatScore {\n  id\n  testDate\n  scale\n  biology\n  generalChemistry\n  organicChemistry\n  perceptualAbility\n  readingComprehension\n  quantitativeReasoning\n  academicAverage\n  totalScience\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDatScore($id: ID!) {\n  deleteDatScore(id: $id)\n}"): (typeof documents)["mutation DeleteDatScore($id: ID!) {\n  deleteDatScore(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DatScores {\n  datScores {\n    ...DatScoreFields\n  }\n}"): (typeof documents)["query DatScores {\n  datScores {\n    ...DatScoreFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {\n  updateDatScore(id: $id, input: $input) {\n    ...DatScoreFields\n  }\n}"): (typeof documents)["mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {\n  updateDatScore(id: $id, input: $input) {\n    ...DatScoreFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;