import { screen } from '@testing-library/react';
import { renderWithDesign } from '@predental/design/test-support/render';
import { TabPanels } from './Tabs';

const TABS = [
  { value: 'stats', label: 'Statistics', content: <p>Students: 3</p> },
  { value: 'users', label: 'Users', content: <p>Ann</p> },
  { value: 'schools', label: 'Schools', content: <p>73 schools</p> },
];

describe('TabPanels', () => {
  it('opens the first tab, its panel named by it, and draws no other panel', () => {
    renderWithDesign(<TabPanels label="Admin sections" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeTruthy();
    const first = screen.getByRole('tab', { name: 'Statistics' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Statistics' });
    expect(first.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Students: 3');
    expect(screen.queryByText('Ann')).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves between tabs with a click, the arrow keys, Home and End, showing each one panel', async () => {
    const { user } = renderWithDesign(<TabPanels label="Admin sections" tabs={TABS} />);
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tabpanel', { name: 'Users' }).textContent).toBe('Ann');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Schools' }));
    expect(screen.getByRole('tabpanel', { name: 'Schools' }).textContent).toBe('73 schools');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Statistics' }).textContent).toBe('Students: 3');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Schools' })).toBeTruthy();
    expect(screen.queryByText('Students: 3')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Schools' }));
  });
});
