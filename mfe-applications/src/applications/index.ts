// What the area's other features (the summary section, the budget) use of the applications list.
export { useApplications } from './api/applications';
export { DeadlineText } from './components/DeadlineText';
export { dollars } from './money';
export { nextDeadline } from './next-deadline';
export { stageLabel } from './stages';
