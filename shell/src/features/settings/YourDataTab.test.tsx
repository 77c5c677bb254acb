import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache } from '@apollo/client';
import type { FailingRow } from '@predental/contracts/student-data';
import { Toaster } from '@predental/design/Toast';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import { YourDataTab } from './YourDataTab';

/** The server's answer, as fetch gives it (jsdom has no fetch of its own). */
const answer = (status: number, body: object) =>
  jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as unknown as Response);
/** A chosen file; jsdom's files cannot read themselves as browsers' do (Blob.text). */
function dataFile(name: string, content: string): File {
  const file = new File([content], name, { type: 'application/json' });
  Object.defineProperty(file, 'text', { value: async () => content });
  return file;
}
const serve = (fetched: jest.Mock) => {
  globalThis.fetch = fetched;
};

function renderTab() {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return renderWithDesign(
    <ApolloProvider client={client}>
      <YourDataTab />
      <Toaster />
    </ApolloProvider>,
  );
}

const DOWN =
  'Your data could not be gathered: the academics service is not answering. Nothing was downloaded; try again in a minute.';

describe('Settings, Your data', () => {
  it("shows the server's message when the download is refused, and saves no file", async () => {
    const fetched = answer(503, { message: DOWN });
    serve(fetched);
    const created = jest.fn();
    URL.createObjectURL = created;
    const { user } = renderTab();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText(DOWN)).toBeTruthy();
    expect(screen.getByText('Download Failed')).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith('/api/me/export', expect.anything());
    expect(created).not.toHaveBeenCalled();
  });

  it('asks before importing, then lists every row the server refused, readably', async () => {
    const rows: FailingRow[] = [
      { area: 'academics', entity: 'courses', index: 1, field: 'credits', message: 'Credits must not be negative' },
      { area: 'experience', entity: 'goals', index: null, field: 'shadowingGoal', message: 'Goal must be a number' },
    ];
    const message = 'Nothing was imported: 2 rows break the platform’s rules.';
    const fetched = answer(400, { message, rows });
    serve(fetched);
    const { user } = renderTab();

    await user.upload(
      screen.getByLabelText('Data file to import'),
      dataFile('mine.json', '{"format":"predental-student-data","version":1}'),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Import this data file?' });
    expect(within(dialog).getByText(/The records in mine\.json will be added to this account/)).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const list = await screen.findByRole('region', { name: 'Rows that could not be imported' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Academics, courses row 2, credits: Credits must not be negative',
      'Experience, goals, shadowingGoal: Goal must be a number',
    ]);
    expect(screen.getByText(message)).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith('/api/me/import', expect.objectContaining({ method: 'POST' }));
  });

  it('says what was imported', async () => {
    serve(answer(201, { courses: 2, datScores: 1, letters: 0 }));
    const { user } = renderTab();
    await user.upload(screen.getByLabelText('Data file to import'), dataFile('mine.json', '{}'));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 2 courses, 1 DAT score.')).toBeTruthy();
  });
});
