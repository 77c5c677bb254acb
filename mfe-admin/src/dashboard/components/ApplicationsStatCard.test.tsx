import { renderWithDesign } from '@predental/design/test-support/render';
import { screen } from '@testing-library/react';
import { ApplicationsStatCard } from './ApplicationsStatCard';

describe('ApplicationsStatCard', () => {
  it('shows the count and the stages some application is at, in the order given', () => {
    renderWithDesign(
      <ApplicationsStatCard
        applicationCount={4}
        applicationStages={[
          { stage: 'planned', count: 3 },
          { stage: 'designated', count: 0 },
          { stage: 'secondary-received', count: 1 },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.getByText('3 planned · 1 secondary received')).toBeTruthy();
  });

  it('says none yet before any application', () => {
    renderWithDesign(
      <ApplicationsStatCard applicationCount={0} applicationStages={[{ stage: 'planned', count: 0 }]} />,
    );
    expect(screen.getByText('None yet')).toBeTruthy();
  });

  it('says the area is unavailable when its counts are missing', () => {
    renderWithDesign(<ApplicationsStatCard applicationCount={null} applicationStages={null} />);
    expect(screen.getByText('Applications is unavailable')).toBeTruthy();
  });
});
