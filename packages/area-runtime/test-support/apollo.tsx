import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { renderWithDesign } from '@predental/design/test-support/render';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import type { User } from '@predental/contracts/user';
import type { AreaProps } from '../src/area';

/** The signed-in student the shell hands an area's component. */
export const student: User = {
  id: 'student-1',
  username: 'student',
  email: 'student@example.com',
  isAdmin: false,
  isPremium: false,
};

/** An operation answered at Apollo's network edge with `data`; `variables` when it takes any. */
export const answered = (
  query: DocumentNode,
  data: Record<string, unknown>,
  variables?: Record<string, unknown>,
): MockedResponse => ({ request: { query, variables }, result: { data } });

/** A component the shell hands `notify`, its operations answered by `mocks`; `notify` is a jest.fn() to read. */
export function renderWithApollo(ui: (notify: AreaProps['notify']) => ReactElement, mocks: MockedResponse[]) {
  const notify = jest.fn();
  return { notify, ...renderWithDesign(<MockedProvider mocks={mocks}>{ui(notify)}</MockedProvider>) };
}
