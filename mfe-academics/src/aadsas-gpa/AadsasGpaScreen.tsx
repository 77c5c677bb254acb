import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { AadsasGpaHeader } from './components/AadsasGpaHeader';

/**
 * /aadsas-gpa as the shell loads it: the heading first; the tables, their queries and Apollo after
 * that paint, so the first render is the heading's alone (issue 41).
 */
export default headingFirst(
  <>
    <AadsasGpaHeader />
    <Sections>
      <PageSpinner label="Loading the AADSAS GPA" />
    </Sections>
  </>,
  () => import('./AadsasGpaPage'),
);
