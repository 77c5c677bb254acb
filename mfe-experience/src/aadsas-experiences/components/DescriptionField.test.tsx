import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { DescriptionField } from './DescriptionField';

/** The field as a form holds it: the box's value is what the count reads. */
function Described({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return <DescriptionField text={text} value={text} onChange={(event) => setText(event.target.value)} />;
}

const count = () => screen.getByLabelText('Description').getAttribute('aria-describedby');
const hint = () => document.getElementById(count()!.split(' ')[0]!)!.textContent;

describe('DescriptionField', () => {
  it('counts as the student types, spaces included', async () => {
    const { user } = renderWithDesign(<Described />);
    expect(hint()).toBe('0 / 600');
    await user.type(screen.getByLabelText('Description'), 'Assisted Dr. Lee');
    expect(hint()).toBe('16 / 600');
  });

  it('counts an emoji once, and says how far over the limit', () => {
    renderWithDesign(<Described initial={`${'a'.repeat(600)}👩‍⚕️`} />);
    expect(hint()).toBe('601 / 600 (1 over)');
  });
});
