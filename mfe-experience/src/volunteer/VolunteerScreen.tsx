import { entriesScreen } from '../lib/kind-screen';
import { VOLUNTEER_HEADING } from './volunteer-heading';

export default entriesScreen(VOLUNTEER_HEADING, () => import('./VolunteerPage'));
