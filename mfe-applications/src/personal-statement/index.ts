// What the other features use of the personal statement: the list, for the application summary.
export { useStatements } from './api/statements';
