/* eslint-disable */
import * as types from './graphql';



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
    "mutation AddCourse($input: CourseInput!) {\n  addCourse(input: $input) {\n    ...CourseFields\n  }\n}": typeof types.AddCourseDocument,
    "mutation AddDatScore($input: DatScoreInput!) {\n  addDatScore(input: $input) {\n    ...DatScoreFields\n  }\n}": typeof types.AddDatScoreDocument,
    "fragment CourseFields on Course {\n  id\n  courseName\n  courseCode\n  credits\n  grade\n  isScience\n  semester\n  year\n  subject\n  academicStatus\n  termType\n  creditType\n  institution\n}": typeof types.CourseFieldsFragmentDoc,
    "fragment DatScoreFields on DatScore {\n  id\n  userId\n  testDate\n  scale\n  biology\n  generalChemistry\n  organicChemistry\n  perceptualAbility\n  readingComprehension\n  quantitativeReasoning\n  academicAverage\n  totalScience\n}": typeof types.DatScoreFieldsFragmentDoc,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": typeof types.DeleteCourseDocument,
    "mutation DeleteDatScore($id: ID!) {\n  deleteDatScore(id: $id)\n}": typeof types.DeleteDatScoreDocument,
    "query GetAadsasGpa {\n  aadsasGpa {\n    table {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    projectedTable {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    adjustments {\n      rule\n      courses\n    }\n  }\n}": typeof types.GetAadsasGpaDocument,
    "query GetCourse($id: ID!) {\n  course(id: $id) {\n    ...CourseFields\n  }\n}": typeof types.GetCourseDocument,
    "query GetDatScore($id: ID!) {\n  datScore(id: $id) {\n    ...DatScoreFields\n  }\n}": typeof types.GetDatScoreDocument,
    "mutation ImportCourses($inputs: [CourseInput!]!) {\n  importCourses(inputs: $inputs) {\n    ...CourseFields\n  }\n}": typeof types.ImportCoursesDocument,
    "query ListCourses {\n  courses {\n    ...CourseFields\n  }\n}": typeof types.ListCoursesDocument,
    "query ListDatScores {\n  datScores {\n    ...DatScoreFields\n  }\n}": typeof types.ListDatScoresDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...CourseFields\n  }\n}": typeof types.UpdateCourseDocument,
    "mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {\n  updateDatScore(id: $id, input: $input) {\n    ...DatScoreFields\n  }\n}": typeof types.UpdateDatScoreDocument,
    "mutation AddShadowingEntry($input: ShadowingEntryInput!) {\n  addShadowingEntry(input: $input) {\n    ...ShadowingEntryFields\n  }\n}": typeof types.AddShadowingEntryDocument,
    "mutation AddVolunteerEntry($input: VolunteerEntryInput!) {\n  addVolunteerEntry(input: $input) {\n    ...VolunteerEntryFields\n  }\n}": typeof types.AddVolunteerEntryDocument,
    "mutation DeleteShadowingEntry($id: ID!) {\n  deleteShadowingEntry(id: $id)\n}": typeof types.DeleteShadowingEntryDocument,
    "mutation DeleteVolunteerEntry($id: ID!) {\n  deleteVolunteerEntry(id: $id)\n}": typeof types.DeleteVolunteerEntryDocument,
    "query GetGoals {\n  goals {\n    shadowingGoal\n    volunteerGoal\n  }\n}": typeof types.GetGoalsDocument,
    "query GetShadowingEntry($id: ID!) {\n  shadowingEntry(id: $id) {\n    ...ShadowingEntryFields\n  }\n}": typeof types.GetShadowingEntryDocument,
    "query GetVolunteerEntry($id: ID!) {\n  volunteerEntry(id: $id) {\n    ...VolunteerEntryFields\n  }\n}": typeof types.GetVolunteerEntryDocument,
    "query ListShadowingEntries {\n  shadowingEntries {\n    ...ShadowingEntryFields\n  }\n}": typeof types.ListShadowingEntriesDocument,
    "query ListVolunteerEntries {\n  volunteerEntries {\n    ...VolunteerEntryFields\n  }\n}": typeof types.ListVolunteerEntriesDocument,
    "fragment ShadowingEntryFields on ShadowingEntry {\n  id\n  userId\n  date\n  doctorName\n  practice\n  hours\n  notes\n}": typeof types.ShadowingEntryFieldsFragmentDoc,
    "mutation UpdateGoals($input: GoalsInput!) {\n  updateGoals(input: $input) {\n    shadowingGoal\n    volunteerGoal\n  }\n}": typeof types.UpdateGoalsDocument,
    "mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {\n  updateShadowingEntry(id: $id, input: $input) {\n    ...ShadowingEntryFields\n  }\n}": typeof types.UpdateShadowingEntryDocument,
    "mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {\n  updateVolunteerEntry(id: $id, input: $input) {\n    ...VolunteerEntryFields\n  }\n}": typeof types.UpdateVolunteerEntryDocument,
    "fragment VolunteerEntryFields on VolunteerEntry {\n  id\n  userId\n  date\n  organization\n  type\n  hours\n  supervisor\n  notes\n}": typeof types.VolunteerEntryFieldsFragmentDoc,
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": typeof types.ChangePasswordDocument,
    "query CheckAdmin {\n  me {\n    isAdmin\n  }\n}": typeof types.CheckAdminDocument,
    "query GetAdminStats {\n  userCount: adminUserCount\n  courseCount: adminCourseCount\n  shadowingCount: adminShadowingCount\n  volunteerCount: adminVolunteerCount\n  datScoreCount: adminDatScoreCount\n}": typeof types.GetAdminStatsDocument,
    "query GetUser {\n  me {\n    ...UserFields\n  }\n}": typeof types.GetUserDocument,
    "query ListUsers {\n  adminUsers {\n    id\n    username\n    email\n    isAdmin\n  }\n}": typeof types.ListUsersDocument,
    "mutation LogIn($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    success\n    error\n    user {\n      id\n      username\n      email\n      isAdmin\n      isPremium\n    }\n  }\n}": typeof types.LogInDocument,
    "mutation LogOut {\n  logout\n}": typeof types.LogOutDocument,
    "mutation RegisterUser($input: RegisterInput!) {\n  register(input: $input) {\n    ...UserFields\n  }\n}": typeof types.RegisterUserDocument,
    "query SignupChallenge {\n  signupChallenge\n}": typeof types.SignupChallengeDocument,
    "mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    ...UserFields\n  }\n}": typeof types.UpdateProfileDocument,
    "fragment UserFields on User {\n  id\n  username\n  email\n  isAdmin\n  isPremium\n}": typeof types.UserFieldsFragmentDoc,
    "mutation AddFavoriteSchool($schoolId: ID!) {\n  addFavoriteSchool(schoolId: $schoolId) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": typeof types.AddFavoriteSchoolDocument,
    "mutation CreateDentalSchool($input: DentalSchoolInput!) {\n  createDentalSchool(input: $input) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": typeof types.CreateDentalSchoolDocument,
    "mutation DeleteDentalSchool($id: ID!) {\n  deleteDentalSchool(id: $id)\n}": typeof types.DeleteDentalSchoolDocument,
    "fragment DentalSchoolFields on DentalSchool {\n  id\n  key\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}": typeof types.DentalSchoolFieldsFragmentDoc,
    "mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {\n  importDentalSchools(rows: $rows) {\n    imported\n    created\n    updated\n    skipped\n    errors {\n      row\n      message\n    }\n  }\n}": typeof types.ImportDentalSchoolsDocument,
    "query ListAdminDentalSchools {\n  adminDentalSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": typeof types.ListAdminDentalSchoolsDocument,
    "query ListDentalSchools {\n  dentalSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": typeof types.ListDentalSchoolsDocument,
    "query ListFavoriteSchools {\n  favoriteSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": typeof types.ListFavoriteSchoolsDocument,
    "mutation RemoveFavoriteSchool($schoolId: ID!) {\n  removeFavoriteSchool(schoolId: $schoolId) {\n    id\n  }\n}": typeof types.RemoveFavoriteSchoolDocument,
    "mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {\n  updateDentalSchool(id: $id, input: $input) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": typeof types.UpdateDentalSchoolDocument,
};
const documents: Documents = {
    "mutation AddCourse($input: CourseInput!) {\n  addCourse(input: $input) {\n    ...CourseFields\n  }\n}": types.AddCourseDocument,
    "mutation AddDatScore($input: DatScoreInput!) {\n  addDatScore(input: $input) {\n    ...DatScoreFields\n  }\n}": types.AddDatScoreDocument,
    "fragment CourseFields on Course {\n  id\n  courseName\n  courseCode\n  credits\n  grade\n  isScience\n  semester\n  year\n  subject\n  academicStatus\n  termType\n  creditType\n  institution\n}": types.CourseFieldsFragmentDoc,
    "fragment DatScoreFields on DatScore {\n  id\n  userId\n  testDate\n  scale\n  biology\n  generalChemistry\n  organicChemistry\n  perceptualAbility\n  readingComprehension\n  quantitativeReasoning\n  academicAverage\n  totalScience\n}": types.DatScoreFieldsFragmentDoc,
    "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}": types.DeleteCourseDocument,
    "mutation DeleteDatScore($id: ID!) {\n  deleteDatScore(id: $id)\n}": types.DeleteDatScoreDocument,
    "query GetAadsasGpa {\n  aadsasGpa {\n    table {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    projectedTable {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    adjustments {\n      rule\n      courses\n    }\n  }\n}": types.GetAadsasGpaDocument,
    "query GetCourse($id: ID!) {\n  course(id: $id) {\n    ...CourseFields\n  }\n}": types.GetCourseDocument,
    "query GetDatScore($id: ID!) {\n  datScore(id: $id) {\n    ...DatScoreFields\n  }\n}": types.GetDatScoreDocument,
    "mutation ImportCourses($inputs: [CourseInput!]!) {\n  importCourses(inputs: $inputs) {\n    ...CourseFields\n  }\n}": types.ImportCoursesDocument,
    "query ListCourses {\n  courses {\n    ...CourseFields\n  }\n}": types.ListCoursesDocument,
    "query ListDatScores {\n  datScores {\n    ...DatScoreFields\n  }\n}": types.ListDatScoresDocument,
    "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...CourseFields\n  }\n}": types.UpdateCourseDocument,
    "mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {\n  updateDatScore(id: $id, input: $input) {\n    ...DatScoreFields\n  }\n}": types.UpdateDatScoreDocument,
    "mutation AddShadowingEntry($input: ShadowingEntryInput!) {\n  addShadowingEntry(input: $input) {\n    ...ShadowingEntryFields\n  }\n}": types.AddShadowingEntryDocument,
    "mutation AddVolunteerEntry($input: VolunteerEntryInput!) {\n  addVolunteerEntry(input: $input) {\n    ...VolunteerEntryFields\n  }\n}": types.AddVolunteerEntryDocument,
    "mutation DeleteShadowingEntry($id: ID!) {\n  deleteShadowingEntry(id: $id)\n}": types.DeleteShadowingEntryDocument,
    "mutation DeleteVolunteerEntry($id: ID!) {\n  deleteVolunteerEntry(id: $id)\n}": types.DeleteVolunteerEntryDocument,
    "query GetGoals {\n  goals {\n    shadowingGoal\n    volunteerGoal\n  }\n}": types.GetGoalsDocument,
    "query GetShadowingEntry($id: ID!) {\n  shadowingEntry(id: $id) {\n    ...ShadowingEntryFields\n  }\n}": types.GetShadowingEntryDocument,
    "query GetVolunteerEntry($id: ID!) {\n  volunteerEntry(id: $id) {\n    ...VolunteerEntryFields\n  }\n}": types.GetVolunteerEntryDocument,
    "query ListShadowingEntries {\n  shadowingEntries {\n    ...ShadowingEntryFields\n  }\n}": types.ListShadowingEntriesDocument,
    "query ListVolunteerEntries {\n  volunteerEntries {\n    ...VolunteerEntryFields\n  }\n}": types.ListVolunteerEntriesDocument,
    "fragment ShadowingEntryFields on ShadowingEntry {\n  id\n  userId\n  date\n  doctorName\n  practice\n  hours\n  notes\n}": types.ShadowingEntryFieldsFragmentDoc,
    "mutation UpdateGoals($input: GoalsInput!) {\n  updateGoals(input: $input) {\n    shadowingGoal\n    volunteerGoal\n  }\n}": types.UpdateGoalsDocument,
    "mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {\n  updateShadowingEntry(id: $id, input: $input) {\n    ...ShadowingEntryFields\n  }\n}": types.UpdateShadowingEntryDocument,
    "mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {\n  updateVolunteerEntry(id: $id, input: $input) {\n    ...VolunteerEntryFields\n  }\n}": types.UpdateVolunteerEntryDocument,
    "fragment VolunteerEntryFields on VolunteerEntry {\n  id\n  userId\n  date\n  organization\n  type\n  hours\n  supervisor\n  notes\n}": types.VolunteerEntryFieldsFragmentDoc,
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": types.ChangePasswordDocument,
    "query CheckAdmin {\n  me {\n    isAdmin\n  }\n}": types.CheckAdminDocument,
    "query GetAdminStats {\n  userCount: adminUserCount\n  courseCount: adminCourseCount\n  shadowingCount: adminShadowingCount\n  volunteerCount: adminVolunteerCount\n  datScoreCount: adminDatScoreCount\n}": types.GetAdminStatsDocument,
    "query GetUser {\n  me {\n    ...UserFields\n  }\n}": types.GetUserDocument,
    "query ListUsers {\n  adminUsers {\n    id\n    username\n    email\n    isAdmin\n  }\n}": types.ListUsersDocument,
    "mutation LogIn($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    success\n    error\n    user {\n      id\n      username\n      email\n      isAdmin\n      isPremium\n    }\n  }\n}": types.LogInDocument,
    "mutation LogOut {\n  logout\n}": types.LogOutDocument,
    "mutation RegisterUser($input: RegisterInput!) {\n  register(input: $input) {\n    ...UserFields\n  }\n}": types.RegisterUserDocument,
    "query SignupChallenge {\n  signupChallenge\n}": types.SignupChallengeDocument,
    "mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    ...UserFields\n  }\n}": types.UpdateProfileDocument,
    "fragment UserFields on User {\n  id\n  username\n  email\n  isAdmin\n  isPremium\n}": types.UserFieldsFragmentDoc,
    "mutation AddFavoriteSchool($schoolId: ID!) {\n  addFavoriteSchool(schoolId: $schoolId) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": types.AddFavoriteSchoolDocument,
    "mutation CreateDentalSchool($input: DentalSchoolInput!) {\n  createDentalSchool(input: $input) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": types.CreateDentalSchoolDocument,
    "mutation DeleteDentalSchool($id: ID!) {\n  deleteDentalSchool(id: $id)\n}": types.DeleteDentalSchoolDocument,
    "fragment DentalSchoolFields on DentalSchool {\n  id\n  key\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}": types.DentalSchoolFieldsFragmentDoc,
    "mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {\n  importDentalSchools(rows: $rows) {\n    imported\n    created\n    updated\n    skipped\n    errors {\n      row\n      message\n    }\n  }\n}": types.ImportDentalSchoolsDocument,
    "query ListAdminDentalSchools {\n  adminDentalSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": types.ListAdminDentalSchoolsDocument,
    "query ListDentalSchools {\n  dentalSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": types.ListDentalSchoolsDocument,
    "query ListFavoriteSchools {\n  favoriteSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": types.ListFavoriteSchoolsDocument,
    "mutation RemoveFavoriteSchool($schoolId: ID!) {\n  removeFavoriteSchool(schoolId: $schoolId) {\n    id\n  }\n}": types.RemoveFavoriteSchoolDocument,
    "mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {\n  updateDentalSchool(id: $id, input: $input) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}": types.UpdateDentalSchoolDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCourse($input: CourseInput!) {\n  addCourse(input: $input) {\n    ...CourseFields\n  }\n}"): typeof import('./graphql').AddCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDatScore($input: DatScoreInput!) {\n  addDatScore(input: $input) {\n    ...DatScoreFields\n  }\n}"): typeof import('./graphql').AddDatScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CourseFields on Course {\n  id\n  courseName\n  courseCode\n  credits\n  grade\n  isScience\n  semester\n  year\n  subject\n  academicStatus\n  termType\n  creditType\n  institution\n}"): typeof import('./graphql').CourseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DatScoreFields on DatScore {\n  id\n  userId\n  testDate\n  scale\n  biology\n  generalChemistry\n  organicChemistry\n  perceptualAbility\n  readingComprehension\n  quantitativeReasoning\n  academicAverage\n  totalScience\n}"): typeof import('./graphql').DatScoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCourse($id: ID!) {\n  deleteCourse(id: $id)\n}"): typeof import('./graphql').DeleteCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDatScore($id: ID!) {\n  deleteDatScore(id: $id)\n}"): typeof import('./graphql').DeleteDatScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAadsasGpa {\n  aadsasGpa {\n    table {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    projectedTable {\n      status\n      summary\n      bcpGpa\n      bcpHours\n      scienceGpa\n      scienceHours\n      nonScienceGpa\n      nonScienceHours\n      totalGpa\n      totalHours\n    }\n    adjustments {\n      rule\n      courses\n    }\n  }\n}"): typeof import('./graphql').GetAadsasGpaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetCourse($id: ID!) {\n  course(id: $id) {\n    ...CourseFields\n  }\n}"): typeof import('./graphql').GetCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDatScore($id: ID!) {\n  datScore(id: $id) {\n    ...DatScoreFields\n  }\n}"): typeof import('./graphql').GetDatScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportCourses($inputs: [CourseInput!]!) {\n  importCourses(inputs: $inputs) {\n    ...CourseFields\n  }\n}"): typeof import('./graphql').ImportCoursesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListCourses {\n  courses {\n    ...CourseFields\n  }\n}"): typeof import('./graphql').ListCoursesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDatScores {\n  datScores {\n    ...DatScoreFields\n  }\n}"): typeof import('./graphql').ListDatScoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCourse($id: ID!, $input: CourseInput!) {\n  updateCourse(id: $id, input: $input) {\n    ...CourseFields\n  }\n}"): typeof import('./graphql').UpdateCourseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDatScore($id: ID!, $input: DatScoreInput!) {\n  updateDatScore(id: $id, input: $input) {\n    ...DatScoreFields\n  }\n}"): typeof import('./graphql').UpdateDatScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddShadowingEntry($input: ShadowingEntryInput!) {\n  addShadowingEntry(input: $input) {\n    ...ShadowingEntryFields\n  }\n}"): typeof import('./graphql').AddShadowingEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddVolunteerEntry($input: VolunteerEntryInput!) {\n  addVolunteerEntry(input: $input) {\n    ...VolunteerEntryFields\n  }\n}"): typeof import('./graphql').AddVolunteerEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteShadowingEntry($id: ID!) {\n  deleteShadowingEntry(id: $id)\n}"): typeof import('./graphql').DeleteShadowingEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteVolunteerEntry($id: ID!) {\n  deleteVolunteerEntry(id: $id)\n}"): typeof import('./graphql').DeleteVolunteerEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetGoals {\n  goals {\n    shadowingGoal\n    volunteerGoal\n  }\n}"): typeof import('./graphql').GetGoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetShadowingEntry($id: ID!) {\n  shadowingEntry(id: $id) {\n    ...ShadowingEntryFields\n  }\n}"): typeof import('./graphql').GetShadowingEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVolunteerEntry($id: ID!) {\n  volunteerEntry(id: $id) {\n    ...VolunteerEntryFields\n  }\n}"): typeof import('./graphql').GetVolunteerEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListShadowingEntries {\n  shadowingEntries {\n    ...ShadowingEntryFields\n  }\n}"): typeof import('./graphql').ListShadowingEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListVolunteerEntries {\n  volunteerEntries {\n    ...VolunteerEntryFields\n  }\n}"): typeof import('./graphql').ListVolunteerEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShadowingEntryFields on ShadowingEntry {\n  id\n  userId\n  date\n  doctorName\n  practice\n  hours\n  notes\n}"): typeof import('./graphql').ShadowingEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateGoals($input: GoalsInput!) {\n  updateGoals(input: $input) {\n    shadowingGoal\n    volunteerGoal\n  }\n}"): typeof import('./graphql').UpdateGoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateShadowingEntry($id: ID!, $input: ShadowingEntryInput!) {\n  updateShadowingEntry(id: $id, input: $input) {\n    ...ShadowingEntryFields\n  }\n}"): typeof import('./graphql').UpdateShadowingEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateVolunteerEntry($id: ID!, $input: VolunteerEntryInput!) {\n  updateVolunteerEntry(id: $id, input: $input) {\n    ...VolunteerEntryFields\n  }\n}"): typeof import('./graphql').UpdateVolunteerEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VolunteerEntryFields on VolunteerEntry {\n  id\n  userId\n  date\n  organization\n  type\n  hours\n  supervisor\n  notes\n}"): typeof import('./graphql').VolunteerEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckAdmin {\n  me {\n    isAdmin\n  }\n}"): typeof import('./graphql').CheckAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminStats {\n  userCount: adminUserCount\n  courseCount: adminCourseCount\n  shadowingCount: adminShadowingCount\n  volunteerCount: adminVolunteerCount\n  datScoreCount: adminDatScoreCount\n}"): typeof import('./graphql').GetAdminStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetUser {\n  me {\n    ...UserFields\n  }\n}"): typeof import('./graphql').GetUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListUsers {\n  adminUsers {\n    id\n    username\n    email\n    isAdmin\n  }\n}"): typeof import('./graphql').ListUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogIn($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    success\n    error\n    user {\n      id\n      username\n      email\n      isAdmin\n      isPremium\n    }\n  }\n}"): typeof import('./graphql').LogInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogOut {\n  logout\n}"): typeof import('./graphql').LogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterUser($input: RegisterInput!) {\n  register(input: $input) {\n    ...UserFields\n  }\n}"): typeof import('./graphql').RegisterUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignupChallenge {\n  signupChallenge\n}"): typeof import('./graphql').SignupChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    ...UserFields\n  }\n}"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  username\n  email\n  isAdmin\n  isPremium\n}"): typeof import('./graphql').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddFavoriteSchool($schoolId: ID!) {\n  addFavoriteSchool(schoolId: $schoolId) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}"): typeof import('./graphql').AddFavoriteSchoolDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDentalSchool($input: DentalSchoolInput!) {\n  createDentalSchool(input: $input) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}"): typeof import('./graphql').CreateDentalSchoolDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDentalSchool($id: ID!) {\n  deleteDentalSchool(id: $id)\n}"): typeof import('./graphql').DeleteDentalSchoolDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DentalSchoolFields on DentalSchool {\n  id\n  key\n  name\n  state\n  city\n  tuition\n  tuitionNonResident\n  inStateTuition\n  programLength\n  scienceGpaAvg\n  overallGpaAvg\n  datAvg\n  acceptanceRate\n  hasAcceleratedProgram\n  isPublic\n  websiteUrl\n  notes\n  isFavorite\n}"): typeof import('./graphql').DentalSchoolFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportDentalSchools($rows: [DentalSchoolCsvRow!]!) {\n  importDentalSchools(rows: $rows) {\n    imported\n    created\n    updated\n    skipped\n    errors {\n      row\n      message\n    }\n  }\n}"): typeof import('./graphql').ImportDentalSchoolsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListAdminDentalSchools {\n  adminDentalSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}"): typeof import('./graphql').ListAdminDentalSchoolsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListDentalSchools {\n  dentalSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}"): typeof import('./graphql').ListDentalSchoolsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListFavoriteSchools {\n  favoriteSchools {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}"): typeof import('./graphql').ListFavoriteSchoolsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFavoriteSchool($schoolId: ID!) {\n  removeFavoriteSchool(schoolId: $schoolId) {\n    id\n  }\n}"): typeof import('./graphql').RemoveFavoriteSchoolDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDentalSchool($id: ID!, $input: DentalSchoolInput!) {\n  updateDentalSchool(id: $id, input: $input) {\n    ...DentalSchoolFields\n    figures {\n      figure\n      value\n      scale\n      year\n      sourceUrl\n      sourceKind\n      note\n      old\n    }\n    figureSources {\n      field\n      figure\n    }\n  }\n}"): typeof import('./graphql').UpdateDentalSchoolDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
