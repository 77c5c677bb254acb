import { renderWithDesign } from '@predental/design/test-support/render';
import { screen, within } from '@testing-library/react';
import { VersionComparison } from './VersionComparison';

const version = (id: string, text: string, savedAt: string) => ({
  __typename: 'StatementVersion' as const,
  id,
  text,
  characters: text.length,
  words: 0,
  savedAt,
  overBy: 0,
  final: false,
});

const VERSIONS = [
  version('v1', 'I want to help people smile.', '2026-11-01T10:00:00.000Z'),
  version('v2', 'I want to help children smile again.', '2026-11-02T10:00:00.000Z'),
  version('v3', 'Shadowing Dr. Lee showed me oral health.', '2026-11-03T10:00:00.000Z'),
];

const marked = (side: HTMLElement, tag: 'del' | 'ins') =>
  [...side.querySelectorAll(tag)].map((element) => element.textContent?.trim());

describe('VersionComparison', () => {
  it('puts the last two versions side by side, removals struck on the older and additions on the newer', () => {
    renderWithDesign(<VersionComparison versions={VERSIONS} />);
    const older = screen.getByRole('region', { name: /^Version 2 .*removals struck through$/ });
    const newer = screen.getByRole('region', { name: /^Version 3 .*additions underlined$/ });
    expect(marked(older, 'ins')).toEqual([]);
    expect(marked(newer, 'del')).toEqual([]);
    expect(marked(older, 'del').join(' ')).toContain('children');
    expect(marked(newer, 'ins').join(' ')).toContain('Shadowing');
  });

  it('compares any two versions the student picks', async () => {
    const { user } = renderWithDesign(<VersionComparison versions={VERSIONS} />);
    await user.selectOptions(screen.getByLabelText('Compare'), 'v1');
    await user.selectOptions(screen.getByLabelText('With'), 'v2');
    const older = screen.getByRole('region', { name: /^Version 1 / });
    const newer = screen.getByRole('region', { name: /^Version 2 / });
    expect(marked(older, 'del')).toEqual(['people']);
    expect(marked(newer, 'ins')).toEqual(['children', 'again']);
    expect(within(newer).getByText('children').tagName).toBe('INS');
  });
});
