import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import { Sections } from '@predental/design/Page';
import ExperiencesScreen from './aadsas-experiences/ExperiencesScreen';
import ExperienceLogScreen from './experience-log/ExperienceLogScreen';
import ApplicationExperience from './application-summary/ApplicationExperience';
import HoursCards from './dashboard/HoursCards';
import HoursByType from './dashboard/HoursByType';
import HoursChart from './dashboard/HoursChart';
import RecentEntries from './dashboard/RecentEntries';
import ShadowingScreen from './shadowing/ShadowingScreen';
import VolunteerScreen from './volunteer/VolunteerScreen';

renderStandalone('Experience', [
  { label: 'Shadowing', Page: ShadowingScreen },
  { label: 'Volunteer', Page: VolunteerScreen },
  { label: 'Experience hours', Page: ExperienceLogScreen },
  { label: 'AADSAS experiences', Page: ExperiencesScreen },
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
