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
    "query AdminCheck {\n  me {\n    id\n    isAdmin\n  }\n}": typeof types.AdminCheckDocument,
    "query AdminStats {\n  userCount: adminUserCount\n  courseCount: adminCourseCount\n  shadowingCount: adminShadowingCount\n  volunteerCount: adminVolunteerCount\n  datScoreCount: adminDatScoreCount\n}": typeof types.AdminStatsDocument,
    "query AdminUsers {\n  adminUsers {\n    id\n    username\n    email\n    isAdmin\n  }\n}": typeof types.AdminUsersDocument,
    "mutation CreateDentalSchool($input: DentalSchoolInput!) {\n  createDentalSchool(input: $input) {\n    ...SchoolFields\n  }\n}": typeof types.CreateDentalSchoolDocument,
    "mutation DeleteDentalSchool($id: ID!) {\n  deleteDentalSchool(id: $id)\n}": typeof types.DeleteDentalSchoolDocument,
    "mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {\n  importDentalSchools(rows: $rows) {\n    created\n    updated\n    skipped\n    errors {\n      row\n      message\n    }\n  }\n}": typeof types.ImportDentalSchoolsDocument,
    "mutation ImportSchoolFigures($rows: [SchoolFigureCsvRow!]!) {\n  importSchoolFigures(rows: $rows) {\n    imported\n    errors {\n      row\n      message\n    }\n  }\n}": typeof types.ImportSchoolFiguresDocument,
    "query AdminDentalSchools {\n  adminDentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}": typeof types.AdminDentalSchoolsDocument,
    "mutation RemoveSchoolFigure($schoolId: ID!, $figure: String!) {\n  removeSchoolFigure(schoolId: $schoolId, figure: $figure) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}": typeof types.RemoveSchoolFigureDocument,
    "fragment SchoolFields on DentalSchool {\n  id\n  key\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}": typeof types.SchoolFieldsFragmentDoc,
    "mutation SetSchoolFigure($schoolId: ID!, $input: SchoolFigureInput!) {\n  setSchoolFigure(schoolId: $schoolId, input: $input) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}": typeof types.SetSchoolFigureDocument,
    "mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {\n  updateDentalSchool(id: $id, input: $input) {\n    ...SchoolFields\n  }\n}": typeof types.UpdateDentalSchoolDocument,
};
const documents: Documents = {
    "query AdminCheck {\n  me {\n    id\n    isAdmin\n  }\n}": types.AdminCheckDocument,
    "query AdminStats {\n  userCount: adminUserCount\n  courseCount: adminCourseCount\n  shadowingCount: adminShadowingCount\n  volunteerCount: adminVolunteerCount\n  datScoreCount: adminDatScoreCount\n}": types.AdminStatsDocument,
    "query AdminUsers {\n  adminUsers {\n    id\n    username\n    email\n    isAdmin\n  }\n}": types.AdminUsersDocument,
    "mutation CreateDentalSchool($input: DentalSchoolInput!) {\n  createDentalSchool(input: $input) {\n    ...SchoolFields\n  }\n}": types.CreateDentalSchoolDocument,
    "mutation DeleteDentalSchool($id: ID!) {\n  deleteDentalSchool(id: $id)\n}": types.DeleteDentalSchoolDocument,
    "mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {\n  importDentalSchools(rows: $rows) {\n    created\n    updated\n    skipped\n    errors {\n      row\n      message\n    }\n  }\n}": types.ImportDentalSchoolsDocument,
    "mutation ImportSchoolFigures($rows: [SchoolFigureCsvRow!]!) {\n  importSchoolFigures(rows: $rows) {\n    imported\n    errors {\n      row\n      message\n    }\n  }\n}": types.ImportSchoolFiguresDocument,
    "query AdminDentalSchools {\n  adminDentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}": types.AdminDentalSchoolsDocument,
    "mutation RemoveSchoolFigure($schoolId: ID!, $figure: String!) {\n  removeSchoolFigure(schoolId: $schoolId, figure: $figure) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}": types.RemoveSchoolFigureDocument,
    "fragment SchoolFields on DentalSchool {\n  id\n  key\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}": types.SchoolFieldsFragmentDoc,
    "mutation SetSchoolFigure($schoolId: ID!, $input: SchoolFigureInput!) {\n  setSchoolFigure(schoolId: $schoolId, input: $input) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}": types.SetSchoolFigureDocument,
    "mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {\n  updateDentalSchool(id: $id, input: $input) {\n    ...SchoolFields\n  }\n}": types.UpdateDentalSchoolDocument,
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
export function graphql(source: "query AdminCheck {\n  me {\n    id\n    isAdmin\n  }\n}"): (typeof documents)["query AdminCheck {\n  me {\n    id\n    isAdmin\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminStats {\n  userCount: adminUserCount\n  courseCount: adminCourseCount\n  shadowingCount: adminShadowingCount\n  volunteerCount: adminVolunteerCount\n  datScoreCount: adminDatScoreCount\n}"): (typeof documents)["query AdminStats {\n  userCount: adminUserCount\n  courseCount: adminCourseCount\n  shadowingCount: adminShadowingCount\n  volunteerCount: adminVolunteerCount\n  datScoreCount: adminDatScoreCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsers {\n  adminUsers {\n    id\n    username\n    email\n    isAdmin\n  }\n}"): (typeof documents)["query AdminUsers {\n  adminUsers {\n    id\n    username\n    email\n    isAdmin\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDentalSchool($input: DentalSchoolInput!) {\n  createDentalSchool(input: $input) {\n    ...SchoolFields\n  }\n}"): (typeof documents)["mutation CreateDentalSchool($input: DentalSchoolInput!) {\n  createDentalSchool(input: $input) {\n    ...SchoolFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDentalSchool($id: ID!) {\n  deleteDentalSchool(id: $id)\n}"): (typeof documents)["mutation DeleteDentalSchool($id: ID!) {\n  deleteDentalSchool(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {\n  importDentalSchools(rows: $rows) {\n    created\n    updated\n    skipped\n    errors {\n      row\n      message\n    }\n  }\n}"): (typeof documents)["mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {\n  importDentalSchools(rows: $rows) {\n    created\n    updated\n    skipped\n    errors {\n      row\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportSchoolFigures($rows: [SchoolFigureCsvRow!]!) {\n  importSchoolFigures(rows: $rows) {\n    imported\n    errors {\n      row\n      message\n    }\n  }\n}"): (typeof documents)["mutation ImportSchoolFigures($rows: [SchoolFigureCsvRow!]!) {\n  importSchoolFigures(rows: $rows) {\n    imported\n    errors {\n      row\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDentalSchools {\n  adminDentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}"): (typeof documents)["query AdminDentalSchools {\n  adminDentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveSchoolFigure($schoolId: ID!, $figure: String!) {\n  removeSchoolFigure(schoolId: $schoolId, figure: $figure) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}"): (typeof documents)["mutation RemoveSchoolFigure($schoolId: ID!, $figure: String!) {\n  removeSchoolFigure(schoolId: $schoolId, figure: $figure) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SchoolFields on DentalSchool {\n  id\n  key\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}"): (typeof documents)["fragment SchoolFields on DentalSchool {\n  id\n  key\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetSchoolFigure($schoolId: ID!, $input: SchoolFigureInput!) {\n  setSchoolFigure(schoolId: $schoolId, input: $input) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}"): (typeof documents)["mutation SetSchoolFigure($schoolId: ID!, $input: SchoolFigureInput!) {\n  setSchoolFigure(schoolId: $schoolId, input: $input) {\n    id\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceKind\n      sourceUrl\n      note\n      enteredByAdmin\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {\n  updateDentalSchool(id: $id, input: $input) {\n    ...SchoolFields\n  }\n}"): (typeof documents)["mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {\n  updateDentalSchool(id: $id, input: $input) {\n    ...SchoolFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;