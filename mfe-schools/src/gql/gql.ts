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
    "query ApplicationFavoriteSchools {\n  favoriteSchools {\n    id\n    name\n    city\n    state\n    isPublic\n  }\n}": typeof types.ApplicationFavoriteSchoolsDocument,
    "mutation AddFavoriteSchool($schoolId: ID!) {\n  addFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}": typeof types.AddFavoriteSchoolDocument,
    "query DentalSchools {\n  dentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n  canFavoriteSchools\n}": typeof types.DentalSchoolsDocument,
    "query FavoriteSchools {\n  favoriteSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myFit {\n      band\n      lacks\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n}": typeof types.FavoriteSchoolsDocument,
    "mutation RemoveFavoriteSchool($schoolId: ID!) {\n  removeFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}": typeof types.RemoveFavoriteSchoolDocument,
    "fragment SchoolFields on DentalSchool {\n  id\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}": typeof types.SchoolFieldsFragmentDoc,
};
const documents: Documents = {
    "query ApplicationFavoriteSchools {\n  favoriteSchools {\n    id\n    name\n    city\n    state\n    isPublic\n  }\n}": types.ApplicationFavoriteSchoolsDocument,
    "mutation AddFavoriteSchool($schoolId: ID!) {\n  addFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}": types.AddFavoriteSchoolDocument,
    "query DentalSchools {\n  dentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n  canFavoriteSchools\n}": types.DentalSchoolsDocument,
    "query FavoriteSchools {\n  favoriteSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myFit {\n      band\n      lacks\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n}": types.FavoriteSchoolsDocument,
    "mutation RemoveFavoriteSchool($schoolId: ID!) {\n  removeFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}": types.RemoveFavoriteSchoolDocument,
    "fragment SchoolFields on DentalSchool {\n  id\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}": types.SchoolFieldsFragmentDoc,
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
export function graphql(source: "query ApplicationFavoriteSchools {\n  favoriteSchools {\n    id\n    name\n    city\n    state\n    isPublic\n  }\n}"): (typeof documents)["query ApplicationFavoriteSchools {\n  favoriteSchools {\n    id\n    name\n    city\n    state\n    isPublic\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFavoriteSchool($schoolId: ID!) {\n  addFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}"): (typeof documents)["mutation AddFavoriteSchool($schoolId: ID!) {\n  addFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DentalSchools {\n  dentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n  canFavoriteSchools\n}"): (typeof documents)["query DentalSchools {\n  dentalSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n  canFavoriteSchools\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FavoriteSchools {\n  favoriteSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myFit {\n      band\n      lacks\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n}"): (typeof documents)["query FavoriteSchools {\n  favoriteSchools {\n    ...SchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      old\n      enteredByAdmin\n    }\n    figureSources {\n      field\n      figure\n    }\n    prerequisites {\n      course\n      required\n      semesterHours\n      quarterHours\n      year\n      sourceUrl\n      sourceKind\n      old\n    }\n    myPrerequisites {\n      course\n      subject\n      required\n      neededHours\n      myHours\n      shortHours\n      status\n    }\n    myFit {\n      band\n      lacks\n    }\n    myNumbers {\n      overallGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      scienceGpa {\n        mine\n        school\n        difference\n        standing\n      }\n      datAcademicAverage {\n        mine\n        school\n        difference\n        standing\n        scale\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFavoriteSchool($schoolId: ID!) {\n  removeFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}"): (typeof documents)["mutation RemoveFavoriteSchool($schoolId: ID!) {\n  removeFavoriteSchool(schoolId: $schoolId) {\n    __typename\n    id\n    isFavorite\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SchoolFields on DentalSchool {\n  id\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}"): (typeof documents)["fragment SchoolFields on DentalSchool {\n  id\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;