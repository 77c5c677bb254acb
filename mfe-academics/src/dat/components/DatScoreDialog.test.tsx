import type { DatScoreInput } from '@predental/academics-contract/dat';
import { aDatScore, validOldScaleDatScore } from '@predental/academics-contract/test-support/examples';
import { openEditing, savedInput } from '@predental/area-runtime/test-support/editing';
import { expectRefusal, retype } from '@predental/design/test-support/form';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import type { DatScoreFieldsFragment } from '../../gql/graphql';
import { DatScoreDialog } from './DatScoreDialog';

const editing = (score?: DatScoreFieldsFragment) => openEditing<DatScoreFieldsFragment, DatScoreInput>(score);
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('DatScoreDialog', () => {
  it('adds an attempt with 500 in every section, tested today', async () => {
    const state = editing();
    const { user } = renderWithDesign(<DatScoreDialog editing={state} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Add DAT Score' })).toBeTruthy();
    expect(valueOf('Biology')).toBe('500');
    expect(valueOf('Academic Average')).toBe('500');
    expect(valueOf('Test Date')).toBe(new Date().toLocaleDateString('en-CA'));

    await user.click(screen.getByRole('button', { name: 'Add Score' }));
    expect(savedInput(state)).toMatchObject({ scale: '200-600', biology: 500, academicAverage: 500 });
  });

  it("proposes the Academic Average from the five sections, until the student types the report's", async () => {
    const { user } = renderWithDesign(<DatScoreDialog editing={editing()} saving={false} />);
    await retype(user, 'Biology', '600');
    expect(valueOf('Academic Average')).toBe('520');

    await retype(user, 'Academic Average', '510');
    await retype(user, 'Biology', '200');
    expect(valueOf('Academic Average')).toBe('510');
  });

  it("refuses a score off the 200-600 scale with the scale's message, and saves nothing", async () => {
    const state = editing(aDatScore());
    const { user } = renderWithDesign(<DatScoreDialog editing={state} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Edit DAT Score' })).toBeTruthy();
    await retype(user, 'Perceptual Ability', '605');
    await expectRefusal(user, 'Save Changes', state.save, ['Score must be between 200-600 in steps of 10']);
  });

  it('offers the 1-30 scale only for a test before March 1, 2025', async () => {
    const { user } = renderWithDesign(<DatScoreDialog editing={editing(aDatScore())} saving={false} />);
    expect(screen.getByLabelText('Score Scale')).toBeTruthy();

    await retype(user, 'Test Date', '2025-04-12');
    expect(screen.queryByLabelText('Score Scale')).toBeNull();
  });

  it('edits a 1-30 attempt on its own scale', () => {
    renderWithDesign(<DatScoreDialog editing={editing(aDatScore(validOldScaleDatScore))} saving={false} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Score Scale').value).toBe('1-30');
    expect(screen.getByLabelText('Biology').getAttribute('max')).toBe('30');
  });
});
