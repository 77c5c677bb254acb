import { entriesScreen } from '../lib/kind-screen';
import { SHADOWING_HEADING } from './shadowing-heading';

export default entriesScreen(SHADOWING_HEADING, () => import('./ShadowingPage'));
