import { entriesScreen } from '../entries/entries-screen';
import { VOLUNTEER_HEADING } from './volunteer-heading';

export default entriesScreen(VOLUNTEER_HEADING, () => import('./VolunteerPage'));
