import { newApplication } from '@predental/applications-contract/test-support/examples';
import type { MockedResponse } from '@apollo/client/testing';
import { answered, renderWithApollo } from '@predental/area-runtime/test-support/apollo';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AddApplicationDocument, MyApplicationSchoolsDocument } from '../../gql/graphql';
import { AddToApplicationsButton } from './AddToApplicationsButton';

const SCHOOL = { id: 's1', name: 'Lakeside School of Dentistry' };

const appliedTo = (...schoolIds: string[]) =>
  answered(MyApplicationSchoolsDocument, {
    myApplications: schoolIds.map((schoolId) => ({ __typename: 'Application', id: `a-${schoolId}`, schoolId })),
  });

const added = answered(
  AddApplicationDocument,
  { addApplication: { __typename: 'Application', ...newApplication('a-s1', SCHOOL.id, SCHOOL.name) } },
  { schoolId: SCHOOL.id },
);

const renderButton = (mocks: MockedResponse[]) =>
  renderWithApollo((notify) => <AddToApplicationsButton school={SCHOOL} notify={notify} />, mocks);

describe('AddToApplicationsButton (explorer)', () => {
  it('adds the school to my applications, then reads "In my applications" and is disabled', async () => {
    const { user, notify } = renderButton([appliedTo(), added, appliedTo(SCHOOL.id)]);
    await user.click(await screen.findByRole('button', { name: 'Add to my applications' }));

    const done = await screen.findByRole('button', { name: 'In my applications' });
    expect(done).toHaveProperty('disabled', true);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Added to my applications' }));
  });

  it('is disabled for a school already in my applications', async () => {
    renderButton([appliedTo(SCHOOL.id)]);
    expect(await screen.findByRole('button', { name: 'In my applications' })).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal in a toast and stays available", async () => {
    const refused: MockedResponse = {
      request: added.request,
      result: { errors: [new GraphQLError('You already apply to this school')] },
    };
    const { user, notify } = renderButton([appliedTo(), refused]);
    const button = await screen.findByRole('button', { name: 'Add to my applications' });
    await user.click(button);

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error adding application',
        description: 'You already apply to this school',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });
});
