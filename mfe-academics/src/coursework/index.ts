// What the other academics features use of coursework; the rest of the folder is its own.
export { useCourses, useGpaSummary, type AcademicSummary } from './api/courses';
export { coursesByTerm, type CourseTerm } from './course-terms';
export { TermGpaTable } from './components/TermGpaTable';
