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
    "query ExperienceSummary($month: String!) {\n  experienceSummary(month: $month) {\n    shadowing {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n    volunteer {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n  }\n}": typeof types.ExperienceSummaryDocument,
    "mutation UpdateGoals($input: GoalsInput!) {\n  updateGoals(input: $input) {\n    shadowingGoal\n    volunteerGoal\n  }\n}": typeof types.UpdateGoalsDocument,
    "mutation AddShadowingEntry($input: ShadowingEntryInput!) {\n  addShadowingEntry(input: $input) {\n    ...ShadowingEntryFields\n  }\n}": typeof types.AddShadowingEntryDocument,
    "mutation DeleteShadowingEntry($id: ID!) {\n  deleteShadowingEntry(id: $id)\n}": typeof types.DeleteShadowingEntryDocument,
    "query ShadowingEntries {\n  entries: shadowingEntries {\n    ...ShadowingEntryFields\n  }\n}": typeof types.ShadowingEntriesDocument,
    "fragment ShadowingEntryFields on ShadowingEntry {\n  id\n  date\n  doctorName\n  practice\n  hours\n  notes\n}": typeof types.ShadowingEntryFieldsFragmentDoc,
    "mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {\n  updateShadowingEntry(id: $id, input: $input) {\n    ...ShadowingEntryFields\n  }\n}": typeof types.UpdateShadowingEntryDocument,
    "mutation AddVolunteerEntry($input: VolunteerEntryInput!) {\n  addVolunteerEntry(input: $input) {\n    ...VolunteerEntryFields\n  }\n}": typeof types.AddVolunteerEntryDocument,
    "mutation DeleteVolunteerEntry($id: ID!) {\n  deleteVolunteerEntry(id: $id)\n}": typeof types.DeleteVolunteerEntryDocument,
    "query VolunteerEntries {\n  entries: volunteerEntries {\n    ...VolunteerEntryFields\n  }\n}": typeof types.VolunteerEntriesDocument,
    "mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {\n  updateVolunteerEntry(id: $id, input: $input) {\n    ...VolunteerEntryFields\n  }\n}": typeof types.UpdateVolunteerEntryDocument,
    "fragment VolunteerEntryFields on VolunteerEntry {\n  id\n  date\n  organization\n  type\n  supervisor\n  hours\n  notes\n}": typeof types.VolunteerEntryFieldsFragmentDoc,
};
const documents: Documents = {
    "query ExperienceSummary($month: String!) {\n  experienceSummary(month: $month) {\n    shadowing {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n    volunteer {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n  }\n}": types.ExperienceSummaryDocument,
    "mutation UpdateGoals($input: GoalsInput!) {\n  updateGoals(input: $input) {\n    shadowingGoal\n    volunteerGoal\n  }\n}": types.UpdateGoalsDocument,
    "mutation AddShadowingEntry($input: ShadowingEntryInput!) {\n  addShadowingEntry(input: $input) {\n    ...ShadowingEntryFields\n  }\n}": types.AddShadowingEntryDocument,
    "mutation DeleteShadowingEntry($id: ID!) {\n  deleteShadowingEntry(id: $id)\n}": types.DeleteShadowingEntryDocument,
    "query ShadowingEntries {\n  entries: shadowingEntries {\n    ...ShadowingEntryFields\n  }\n}": types.ShadowingEntriesDocument,
    "fragment ShadowingEntryFields on ShadowingEntry {\n  id\n  date\n  doctorName\n  practice\n  hours\n  notes\n}": types.ShadowingEntryFieldsFragmentDoc,
    "mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {\n  updateShadowingEntry(id: $id, input: $input) {\n    ...ShadowingEntryFields\n  }\n}": types.UpdateShadowingEntryDocument,
    "mutation AddVolunteerEntry($input: VolunteerEntryInput!) {\n  addVolunteerEntry(input: $input) {\n    ...VolunteerEntryFields\n  }\n}": types.AddVolunteerEntryDocument,
    "mutation DeleteVolunteerEntry($id: ID!) {\n  deleteVolunteerEntry(id: $id)\n}": types.DeleteVolunteerEntryDocument,
    "query VolunteerEntries {\n  entries: volunteerEntries {\n    ...VolunteerEntryFields\n  }\n}": types.VolunteerEntriesDocument,
    "mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {\n  updateVolunteerEntry(id: $id, input: $input) {\n    ...VolunteerEntryFields\n  }\n}": types.UpdateVolunteerEntryDocument,
    "fragment VolunteerEntryFields on VolunteerEntry {\n  id\n  date\n  organization\n  type\n  supervisor\n  hours\n  notes\n}": types.VolunteerEntryFieldsFragmentDoc,
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
export function graphql(source: "query ExperienceSummary($month: String!) {\n  experienceSummary(month: $month) {\n    shadowing {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n    volunteer {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n  }\n}"): (typeof documents)["query ExperienceSummary($month: String!) {\n  experienceSummary(month: $month) {\n    shadowing {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n    volunteer {\n      totalHours\n      hoursThisMonth\n      goal\n      progressPercent\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateGoals($input: GoalsInput!) {\n  updateGoals(input: $input) {\n    shadowingGoal\n    volunteerGoal\n  }\n}"): (typeof documents)["mutation UpdateGoals($input: GoalsInput!) {\n  updateGoals(input: $input) {\n    shadowingGoal\n    volunteerGoal\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddShadowingEntry($input: ShadowingEntryInput!) {\n  addShadowingEntry(input: $input) {\n    ...ShadowingEntryFields\n  }\n}"): (typeof documents)["mutation AddShadowingEntry($input: ShadowingEntryInput!) {\n  addShadowingEntry(input: $input) {\n    ...ShadowingEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteShadowingEntry($id: ID!) {\n  deleteShadowingEntry(id: $id)\n}"): (typeof documents)["mutation DeleteShadowingEntry($id: ID!) {\n  deleteShadowingEntry(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShadowingEntries {\n  entries: shadowingEntries {\n    ...ShadowingEntryFields\n  }\n}"): (typeof documents)["query ShadowingEntries {\n  entries: shadowingEntries {\n    ...ShadowingEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShadowingEntryFields on ShadowingEntry {\n  id\n  date\n  doctorName\n  practice\n  hours\n  notes\n}"): (typeof documents)["fragment ShadowingEntryFields on ShadowingEntry {\n  id\n  date\n  doctorName\n  practice\n  hours\n  notes\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {\n  updateShadowingEntry(id: $id, input: $input) {\n    ...ShadowingEntryFields\n  }\n}"): (typeof documents)["mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {\n  updateShadowingEntry(id: $id, input: $input) {\n    ...ShadowingEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddVolunteerEntry($input: VolunteerEntryInput!) {\n  addVolunteerEntry(input: $input) {\n    ...VolunteerEntryFields\n  }\n}"): (typeof documents)["mutation AddVolunteerEntry($input: VolunteerEntryInput!) {\n  addVolunteerEntry(input: $input) {\n    ...VolunteerEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteVolunteerEntry($id: ID!) {\n  deleteVolunteerEntry(id: $id)\n}"): (typeof documents)["mutation DeleteVolunteerEntry($id: ID!) {\n  deleteVolunteerEntry(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VolunteerEntries {\n  entries: volunteerEntries {\n    ...VolunteerEntryFields\n  }\n}"): (typeof documents)["query VolunteerEntries {\n  entries: volunteerEntries {\n    ...VolunteerEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {\n  updateVolunteerEntry(id: $id, input: $input) {\n    ...VolunteerEntryFields\n  }\n}"): (typeof documents)["mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {\n  updateVolunteerEntry(id: $id, input: $input) {\n    ...VolunteerEntryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VolunteerEntryFields on VolunteerEntry {\n  id\n  date\n  organization\n  type\n  supervisor\n  hours\n  notes\n}"): (typeof documents)["fragment VolunteerEntryFields on VolunteerEntry {\n  id\n  date\n  organization\n  type\n  supervisor\n  hours\n  notes\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;