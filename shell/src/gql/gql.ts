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
    "mutation LogIn($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    success\n    error\n    user {\n      id\n      username\n      email\n      isAdmin\n      isPremium\n    }\n  }\n}": typeof types.LogInDocument,
    "mutation LogOut {\n  logout\n}": typeof types.LogOutDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...UserFields\n  }\n}": typeof types.RegisterDocument,
    "query SignupChallenge {\n  signupChallenge\n}": typeof types.SignupChallengeDocument,
    "query CurrentUser {\n  me {\n    ...UserFields\n  }\n}": typeof types.CurrentUserDocument,
    "fragment UserFields on User {\n  id\n  username\n  email\n  isAdmin\n  isPremium\n}": typeof types.UserFieldsFragmentDoc,
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": typeof types.ChangePasswordDocument,
    "mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    id\n  }\n}": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "mutation LogIn($username: String!, $password: String!) {\n  login(username: $username, password: $password) {\n    success\n    error\n    user {\n      id\n      username\n      email\n      isAdmin\n      isPremium\n    }\n  }\n}": types.LogInDocument,
    "mutation LogOut {\n  logout\n}": types.LogOutDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...UserFields\n  }\n}": types.RegisterDocument,
    "query SignupChallenge {\n  signupChallenge\n}": types.SignupChallengeDocument,
    "query CurrentUser {\n  me {\n    ...UserFields\n  }\n}": types.CurrentUserDocument,
    "fragment UserFields on User {\n  id\n  username\n  email\n  isAdmin\n  isPremium\n}": types.UserFieldsFragmentDoc,
    "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}": types.ChangePasswordDocument,
    "mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    id\n  }\n}": types.UpdateProfileDocument,
};

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
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...UserFields\n  }\n}"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignupChallenge {\n  signupChallenge\n}"): typeof import('./graphql').SignupChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentUser {\n  me {\n    ...UserFields\n  }\n}"): typeof import('./graphql').CurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  username\n  email\n  isAdmin\n  isPremium\n}"): typeof import('./graphql').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n}"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    id\n  }\n}"): typeof import('./graphql').UpdateProfileDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
