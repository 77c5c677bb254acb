export { useLetters } from './api/letters';
export { roleLabel, statusLabel } from './letter-words';
