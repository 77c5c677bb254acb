import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import { Sections } from '@predental/design/Page';
import ExperiencesPage from './aadsas-experiences/ExperiencesPage';
import ExperienceLogPage from './experience-log/ExperienceLogPage';
import ApplicationExperience from './application-summary/ApplicationExperience';
import HoursCards from './dashboard/HoursCards';
import HoursByType from './dashboard/HoursByType';
import HoursChart from './dashboard/HoursChart';
import RecentEntries from './dashboard/RecentEntries';
import ShadowingPage from './shadowing/ShadowingPage';
import VolunteerPage from './volunteer/VolunteerPage';

renderStandalone('Experience', [
  { label: 'Shadowing', Page: ShadowingPage },
  { label: 'Volunteer', Page: VolunteerPage },
  { label: 'Experience hours', Page: ExperienceLogPage },
  { label: 'AADSAS experiences', Page: ExperiencesPage },
  {
    label: 'Dashboard widgets',
    Page: (props) => (
      <Sections>
        <HoursCards {...props} />
        <HoursChart {...props} />
        <HoursByType {...props} />
        <RecentEntries {...props} />
      </Sections>
    ),
  },
  { label: 'Application summary', Page: ApplicationExperience },
]);
