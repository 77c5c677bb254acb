import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { AadsasGpaHeader } from './components/AadsasGpaHeader';
import { GpaComparison } from './components/GpaComparison';

/**
 * /aadsas-gpa as the shell loads it: the heading and the GPAs' comparison (which, drawn with the
 * answers, was the LCP) first; the table, its queries and Apollo after that paint (issue 41).
 */
export default headingFirst(
  <>
    <AadsasGpaHeader />
    <Sections>
      <GpaComparison />
      <PageSpinner label="Loading the AADSAS GPA" />
    </Sections>
  </>,
  () => import('./AadsasGpaPage'),
);
