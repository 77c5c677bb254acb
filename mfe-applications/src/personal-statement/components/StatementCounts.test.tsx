import { statementCounts } from '@predental/applications-contract/personal-statement';
import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { HOW_CHARACTERS_COUNT, StatementCounts } from './StatementCounts';

const LIMIT = 4500;
const renderCounts = (text: string) =>
  renderWithDesign(<StatementCounts counts={statementCounts(text, LIMIT)} limit={LIMIT} />);

describe('StatementCounts', () => {
  it('counts an emoji and an accent typed as two code points once, and says how many are left', () => {
    renderCounts('Caf\u0065\u0301 👩‍⚕️\r\nyes');
    const counts = screen.getByLabelText('Counts');
    expect(counts.textContent).toContain('10 characters of 4,500');
    expect(counts.textContent).toContain('3 words');
    expect(counts.textContent).toContain('4,490 characters left');
    expect(screen.getByRole('button', { name: HOW_CHARACTERS_COUNT })).toBeTruthy();
  });

  it('says nothing is left at exactly the limit', () => {
    renderCounts('a'.repeat(LIMIT));
    expect(screen.getByLabelText('Counts').textContent).toContain('0 characters left');
  });

  it('shows how far over in red past the limit, and no characters left', () => {
    renderCounts('a'.repeat(LIMIT + 1));
    const over = screen.getByText('1 character over');
    expect(over.tagName).toBe('STRONG');
    expect(getComputedStyle(over).color).toBe('rgb(220, 38, 38)');
    expect(screen.getByLabelText('Counts').textContent).not.toContain('left');
  });
});
