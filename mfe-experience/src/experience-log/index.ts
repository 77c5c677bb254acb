// What the other experience features use of the experience hours page: its kind of logs.
export { EXPERIENCE_LOG } from './experience-log-kind';
