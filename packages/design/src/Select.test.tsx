import { screen } from '@testing-library/react';
import { renderWithDesign } from '@predental/design/test-support/render';
import { Select } from './Select';

describe('Select', () => {
  it('lists the empty option, each option by its label with its value, then its children', () => {
    renderWithDesign(
      <Select
        aria-label="Academic status"
        emptyOption="Not set"
        options={['freshman', 'postbacc']}
        optionLabel={(status) => status.toUpperCase()}
      >
        <option value="other">Other</option>
      </Select>,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Not set'],
      ['freshman', 'FRESHMAN'],
      ['postbacc', 'POSTBACC'],
      ['other', 'Other'],
    ]);
  });

  it('shows an option by its value without a label', () => {
    renderWithDesign(<Select aria-label="Semester" options={['Fall']} />);
    expect(screen.getByRole('option').textContent).toBe('Fall');
  });
});
