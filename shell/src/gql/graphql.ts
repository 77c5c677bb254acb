/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckAdminDocument = new TypedDocumentString(`
    query CheckAdmin {
  me {
    id
    isAdmin
  }
}
    `) as unknown as TypedDocumentString<CheckAdminQuery, CheckAdminQueryVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  me {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($password: String!) {
  deleteAccount(password: $password) {
    deleted
    pendingAreas
  }
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const GetAdminStatsDocument = new TypedDocumentString(`
    query GetAdminStats {
  userCount: adminUserCount
  courseCount: adminCourseCount
  shadowingCount: adminShadowingCount
  volunteerCount: adminVolunteerCount
  datScoreCount: adminDatScoreCount
  applicationCount: adminApplicationCount
  applicationStages: adminApplicationStages {
    stage
    count
  }
}
    `) as unknown as TypedDocumentString<GetAdminStatsQuery, GetAdminStatsQueryVariables>;
export const ListUsersDocument = new TypedDocumentString(`
    query ListUsers {
  adminUsers {
    id
    username
    email
    isAdmin
  }
}
    `) as unknown as TypedDocumentString<ListUsersQuery, ListUsersQueryVariables>;
export const LogInDocument = new TypedDocumentString(`
    mutation LogIn($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    success
    error
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<LogInMutation, LogInMutationVariables>;
export const LogOutDocument = new TypedDocumentString(`
    mutation LogOut {
  logout
}
    `) as unknown as TypedDocumentString<LogOutMutation, LogOutMutationVariables>;
export const RegisterUserDocument = new TypedDocumentString(`
    mutation RegisterUser($input: RegisterInput!) {
  register(input: $input) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<RegisterUserMutation, RegisterUserMutationVariables>;
export const SignupChallengeDocument = new TypedDocumentString(`
    query SignupChallenge {
  signupChallenge
}
    `) as unknown as TypedDocumentString<SignupChallengeQuery, SignupChallengeQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($id: ID!, $input: ProfileInput!) {
  updateProfile(id: $id, input: $input) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  username
  email
  isAdmin
  isPremium
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;