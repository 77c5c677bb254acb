import { answered, renderWithApollo, student } from '@predental/area-runtime/test-support/apollo';
import { screen } from '@testing-library/react';
import { ListLettersDocument } from '../gql/graphql';
import AppliedLetters from './AppliedLetters';

describe('AppliedLetters', () => {
  it("is busy with '…' for the count while the letters load, never '0 of 4'", async () => {
    renderWithApollo(
      (notify) => <AppliedLetters user={student} notify={notify} />,
      [answered(ListLettersDocument, { myLetters: [] })],
    );
    const section = screen.getByRole('region', { name: 'Letters of evaluation' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.textContent).toContain('…');
    expect(section.textContent).not.toContain('0 of');

    await screen.findByText('No letters yet');
    expect(section.getAttribute('aria-busy')).toBe('false');
    expect(section.textContent).toContain('0 of 4 individual letters');
  });
});
