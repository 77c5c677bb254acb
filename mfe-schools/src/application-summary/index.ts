// The student's favorite schools, as the summary lists them: the dashboard's first step counts them too.
export { useFavoriteSchools } from './favorite-schools';
