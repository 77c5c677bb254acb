// What the other academics features use of the DAT scores.
export { useDatScores } from './api/dat-scores';
export { DatAttemptsTable } from './components/DatAttemptsTable';
