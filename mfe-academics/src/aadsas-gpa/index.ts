// What the other academics features use of the AADSAS GPA screen.
export { hasStatusRows, useAadsasGpa, type AadsasGpa } from './api/aadsas-gpa';
export { AadsasTable } from './components/AadsasTable';
