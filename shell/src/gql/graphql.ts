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

export type LogInMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type LogInMutation = { login: { success: boolean, error: string | null, user: { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean } | null } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logout: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean } };

export type SignupChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupChallengeQuery = { signupChallenge: string };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean } | null };

export type UserFieldsFragment = { id: string, username: string, email: string, isAdmin: boolean, isPremium: boolean };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type UpdateProfileMutationVariables = Exact<{
  id: string | number;
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string } };

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
export const LogInDocument = new TypedDocumentString(`
    mutation LogIn($username: String!, $password: String!) {
  login(username: $username, password: $password) {
    success
    error
    user {
      id
      username
      email
      isAdmin
      isPremium
    }
  }
}
    `) as unknown as TypedDocumentString<LogInMutation, LogInMutationVariables>;
export const LogOutDocument = new TypedDocumentString(`
    mutation LogOut {
  logout
}
    `) as unknown as TypedDocumentString<LogOutMutation, LogOutMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
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
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const SignupChallengeDocument = new TypedDocumentString(`
    query SignupChallenge {
  signupChallenge
}
    `) as unknown as TypedDocumentString<SignupChallengeQuery, SignupChallengeQueryVariables>;
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
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($id: ID!, $input: ProfileInput!) {
  updateProfile(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;