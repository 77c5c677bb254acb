import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import CourseworkScreen from './coursework/CourseworkScreen';
import GpaCards from './dashboard/GpaCards';
import DatTable from './dashboard/DatTable';
import DatScreen from './dat/DatScreen';
import ApplicationAcademics from './application-summary/ApplicationAcademics';

renderStandalone('Academics', [
  { label: 'Coursework', Page: CourseworkScreen },
  { label: 'DAT Scores', Page: DatScreen },
  {
    label: 'Dashboard widgets',
    Page: (props) => (
      <>
        <GpaCards {...props} />
        <DatTable {...props} />
      </>
    ),
  },
  { label: 'Application summary', Page: ApplicationAcademics },
]);
