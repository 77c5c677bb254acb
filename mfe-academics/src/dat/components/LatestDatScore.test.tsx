import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import { LatestDatScore } from './LatestDatScore';

describe('LatestDatScore', () => {
  it("holds its place while the scores load: busy, 'Loading DAT scores...', '…' for each score", () => {
    renderWithDesign(<LatestDatScore />);
    const card = screen.getByRole('region', { name: 'Latest DAT Score' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(within(card).getByRole('status').textContent).toBe('Loading DAT scores...');
    const scores = within(card)
      .getAllByRole('definition')
      .map((score) => score.textContent);
    expect(scores).toEqual(Array.from({ length: 7 }, () => '…'));
  });
});
