import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { PageSpinner } from '@predental/design/Spinner';
import { ExperiencesHeader } from './components/ExperiencesHeader';

/**
 * /experiences as the shell loads it: the heading first; the entries, their queries and Apollo
 * after that paint, so the first render is the heading's alone (issue 41).
 */
export default headingFirst(
  <>
    <ExperiencesHeader />
    <PageSpinner label="Loading AADSAS experiences" />
  </>,
  () => import('./ExperiencesPage'),
);
