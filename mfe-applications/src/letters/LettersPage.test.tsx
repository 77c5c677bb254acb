import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { ListLettersDocument, ListSchoolLetterChecksDocument } from '../gql/graphql';
import LettersPage from './LettersPage';

const student = { id: 'u1', username: 'student', email: 'student@example.com', isAdmin: false, isPremium: false };

const letter = {
  __typename: 'Letter',
  id: 'l1',
  evaluatorName: 'Dr. Rivera',
  evaluatorEmail: 'rivera@example.edu',
  title: null,
  relationship: null,
  kind: 'individual',
  role: 'science-faculty',
  status: 'requested',
  requestedOn: '2026-09-01',
  completedOn: null,
  waived: true,
  notes: null,
};

/** The letters answered 50 ms after the schools' checks. */
const LETTERS_LATE: MockedResponse[] = [
  { request: { query: ListLettersDocument }, result: { data: { myLetters: [letter] } }, delay: 50 },
  { request: { query: ListSchoolLetterChecksDocument }, result: { data: { myApplications: [] } } },
];

function renderPage(mocks: MockedResponse[]) {
  return renderWithDesign(
    <MockedProvider mocks={mocks}>
      <LettersPage user={student} notify={jest.fn()} />
    </MockedProvider>,
  );
}

describe('Letters of evaluation', () => {
  it("says no count while the letters load, then the list's", async () => {
    renderPage(LETTERS_LATE);

    expect(screen.getByText('… of … individual letters on your AADSAS application.')).toBeTruthy();
    expect(await screen.findByText('1 of 4 individual letters on your AADSAS application.')).toBeTruthy();
  });

  it("draws the schools' requirements once the letters have come, so their table pushes nothing down", async () => {
    renderPage(LETTERS_LATE);

    expect(screen.queryByText("My schools' letter requirements")).toBeNull();
    expect(await screen.findByText("My schools' letter requirements")).toBeTruthy();
    expect(screen.getByText('Dr. Rivera')).toBeTruthy();
  });
});
