export { VOLUNTEER } from './volunteer-kind';
