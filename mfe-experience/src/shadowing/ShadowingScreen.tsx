import { entriesScreen } from '../entries/entries-screen';
import { SHADOWING_HEADING } from './shadowing-heading';

export default entriesScreen(SHADOWING_HEADING, () => import('./ShadowingPage'));
