import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { PageSpinner } from '@predental/design/Spinner';
import { CourseworkHeader } from './components/CourseworkHeader';

/**
 * /coursework as the shell loads it: the heading paints first; the GPA cards, the table and their
 * queries after that paint, so no answer lands before it.
 */
export default headingFirst(
  <>
    <CourseworkHeader />
    <PageSpinner label="Loading coursework" />
  </>,
  () => import('./CourseworkPage'),
);
