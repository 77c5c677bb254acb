import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { GpaComparison } from './GpaComparison';

const sentence = (simple: string, aadsas: string) =>
  `Your simple overall GPA is ${simple}; AADSAS's overall GPA is ${aadsas}.`;

describe('GpaComparison', () => {
  it("shows '…' for each GPA still on its way, never a figure the student did not earn", () => {
    renderWithDesign(<GpaComparison />);
    expect(screen.getByText(sentence('…', '…')).textContent).toBe(sentence('…', '…'));
  });

  it('shows each GPA as it arrives, to two places', () => {
    renderWithDesign(<GpaComparison simpleGpa={3.734} aadsasGpa={3.7} />);
    expect(screen.getByText(sentence('3.73', '3.70')).textContent).toBe(sentence('3.73', '3.70'));
  });

  it("says AADSAS's GPA is not computed yet without graded hours", () => {
    renderWithDesign(<GpaComparison simpleGpa={0} aadsasGpa={null} />);
    expect(screen.getByText(sentence('0.00', 'not computed yet')).textContent).toBe(
      sentence('0.00', 'not computed yet'),
    );
  });

  it("shows 'N/A' for a GPA whose answer failed, the other as it came", () => {
    renderWithDesign(<GpaComparison aadsasGpa={3.5} failed={{ simple: true, aadsas: false }} />);
    expect(screen.getByText(sentence('N/A', '3.50')).textContent).toBe(sentence('N/A', '3.50'));
  });
});
