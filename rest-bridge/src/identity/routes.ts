import { NOT_SIGNED_IN_MESSAGE } from '@predental/contracts/api-error';
import { loginSchema, registerSchema } from '@predental/identity-contract/auth';
import { changePasswordSchema } from '@predental/identity-contract/password';
import { profileUpdateSchema } from '@predental/identity-contract/profile';
import * as op from '../gql/graphql';
import { bodyAsInput, bodyAsVariables, byIdWithInput, read, route, success } from '../route-table';

/** `me` is null for a visitor: the row answers 401, as SPEC §7 says for /api/user and /api/check-admin. */
function signedIn<User>(me: User | null): User {
  if (me) return me;
  throw Object.assign(new Error(NOT_SIGNED_IN_MESSAGE), { status: 401 });
}

/**
 * SPEC §7 account and admin rows. The gateway's Set-Cookie (login, logout, password change)
 * reaches the browser through the gateway client. Login, sign-up and password change are
 * throttled by the identity subgraph, the same for /api and /graphql; admin rows answer 403
 * to anyone but an admin.
 */
export const identityRoutes = [
  read('/user', op.CurrentUserDocument, (data) => signedIn(data.me)),
  route({
    method: 'post',
    path: '/simple-login',
    operation: op.LogInDocument,
    input: loginSchema,
    variables: bodyAsVariables,
    result: (data) => data.login,
    access: 'anyone',
  }),
  route({
    method: 'post',
    path: '/simple-register',
    operation: op.RegisterUserDocument,
    input: registerSchema,
    variables: bodyAsInput,
    result: (data) => data.register,
    status: 201,
    access: 'anyone',
  }),
  // The sign-up puzzle a browser solves when sign-up answers 428 (past the free sign-ups from one network).
  route({
    method: 'get',
    path: '/signup-challenge',
    operation: op.SignupChallengeDocument,
    result: (data) => JSON.parse(data.signupChallenge) as unknown,
    access: 'anyone',
  }),
  route({ method: 'post', path: '/simple-logout', operation: op.LogOutDocument, result: success }),
  route({
    method: 'post',
    path: '/change-password',
    operation: op.ChangePasswordDocument,
    input: changePasswordSchema,
    variables: bodyAsVariables,
    result: () => ({ success: true, message: 'Your password has been successfully updated.' }),
  }),
  // Only yourself: the identity subgraph answers 404 for anyone else's id.
  route({
    method: 'patch',
    path: '/users/:id',
    operation: op.UpdateProfileDocument,
    input: profileUpdateSchema,
    variables: byIdWithInput,
    result: (data) => data.updateProfile,
  }),

  read('/check-admin', op.CheckAdminDocument, (data) => ({ isAdmin: signedIn(data.me).isAdmin })),
  // The applications area's counts are null while it is down; the other areas' counts still answer.
  route({
    method: 'get',
    path: '/admin/stats',
    operation: op.GetAdminStatsDocument,
    result: (data) => data,
    partial: true,
  }),
  read('/admin/users', op.ListUsersDocument, (data) => data.adminUsers),
];
