import { aDatScore, validOldScaleDatScore } from '@predental/academics-contract/test-support/examples';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import type { DatScoreFieldsFragment } from '../../gql/graphql';
import { DatScoreTable } from './DatScoreTable';

const renderTable = (scores: DatScoreFieldsFragment[], onEdit = jest.fn(), onDelete = jest.fn()) =>
  renderWithDesign(<DatScoreTable scores={scores} onEdit={onEdit} onDelete={onDelete} />);

describe('DatScoreTable', () => {
  it("shows SPEC's columns, the test date as a date and each section's score", () => {
    renderTable([aDatScore()]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Test Date',
      'Biology',
      'General Chemistry',
      'Organic Chemistry',
      'Perceptual Ability',
      'Reading',
      'Quantitative',
      'Academic Avg',
      'Actions',
    ]);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 8).map((cell) => cell.textContent)).toEqual([
      'Jun 15, 2024',
      '520',
      '510',
      '490',
      '560',
      '540',
      '480',
      '510',
    ]);
  });

  it.each([
    [570, 'default'],
    [569, 'secondary'],
    [530, 'secondary'],
    [529, 'outline'],
    [500, 'outline'],
    [499, 'destructive'],
  ])("badges %i as SPEC's %s", (biology, variant) => {
    renderTable([aDatScore({ biology })]);
    expect(screen.getByText(String(biology)).getAttribute('data-variant')).toBe(variant);
  });

  it('shows a 1-30 attempt as 21/30, without a colour', () => {
    renderTable([aDatScore({ ...validOldScaleDatScore, generalChemistry: 21 })]);
    const score = screen.getAllByText('21/30')[0]!;
    expect(score.getAttribute('data-variant')).toBeNull();
  });

  it('edits or deletes an attempt named by its date', async () => {
    const score = aDatScore();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderTable([score], onEdit, onDelete);
    await user.click(screen.getByRole('button', { name: 'Edit DAT score from Jun 15, 2024' }));
    expect(onEdit).toHaveBeenCalledWith(score);
    await user.click(screen.getByRole('button', { name: 'Delete DAT score from Jun 15, 2024' }));
    expect(onDelete).toHaveBeenCalledWith(score);
  });
});
