import styled from 'styled-components';
import { media } from '@predental/design/theme';
import { ButtonLink } from '@predental/design/ButtonLink';
import { PageHeader, Sections } from '@predental/design/Page';
import { RemoteArea } from '../remote-area';
import { useCurrentUser } from '../session';
import { FirstSteps } from './FirstSteps';

const Widgets = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The layout is the shell's; each slot is a widget one area's remote provides. */
export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.username}!`}
        subtitle="Here's an overview of your pre-dental progress."
        action={user.isAdmin && <ButtonLink to="/admin/dental-schools">Admin Dashboard</ButtonLink>}
      />
      <Sections>
        {/* A student's start; the admin account manages the directory. */}
        {!user.isAdmin && <FirstSteps />}
        <Widgets>
          <RemoteArea remote="academics" module="GpaCards" />
          <RemoteArea remote="experience" module="HoursCards" />
        </Widgets>
        <RemoteArea remote="academics" module="DatTable" />
        <RemoteArea remote="experience" module="HoursChart" />
        <RemoteArea remote="experience" module="RecentEntries" />
      </Sections>
    </>
  );
}
