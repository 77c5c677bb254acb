import { renderStandalone } from '@predental/area-runtime/StandaloneHost';
import AppliedLetters from './application-summary/AppliedLetters';
import AppliedSchools from './application-summary/AppliedSchools';
import ApplicationsScreen from './applications/ApplicationsScreen';
import CycleSettingsPage from './cycle-settings/CycleSettingsPage';
import LettersPage from './letters/LettersPage';
import NextDeadlines from './next-deadlines/NextDeadlines';
import PersonalStatementPage from './personal-statement/PersonalStatementPage';
import FinalStatement from './application-summary/FinalStatement';

renderStandalone('Applications', [
  { label: 'Applications', Page: ApplicationsScreen },
  { label: 'Letters of Evaluation', Page: LettersPage },
  { label: 'Next deadlines widget', Page: NextDeadlines },
  { label: 'Application summary', Page: AppliedSchools },
  { label: 'Application summary: letters', Page: AppliedLetters },
  { label: 'Application Cycle (admin)', Page: CycleSettingsPage },
  { label: 'Personal Statement', Page: PersonalStatementPage },
  { label: 'Final statement (summary)', Page: FinalStatement },
]);
