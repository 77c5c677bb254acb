import type { AreaProps } from '@predental/area-runtime/area';
import { headingFirst } from '@predental/area-runtime/HeadingFirst';
import { Button } from '@predental/design/Button';
import { Inline, Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { Navigate } from 'react-router-dom';
import { SchoolsHeader } from './components/SchoolsHeader';

/**
 * The page as the shell loads it: the heading (the largest text), its buttons in their place but
 * not yet usable, and the list's spinner first; the list, the import and their queries after that
 * paint, so no answer lands before it (issue 41). The rest draws the same heading, the same size.
 */
const SchoolManagementScreen = headingFirst(
  <>
    <SchoolsHeader
      action={
        <Inline>
          <Button variant="outline" disabled>
            Import CSV
          </Button>
          <Button disabled>Add Dental School</Button>
        </Inline>
      }
    />
    <Sections>
      <PageSpinner label="Loading dental schools" />
    </Sections>
  </>,
  () => import('./SchoolManagement'),
);

/** /admin/dental-schools (SPEC §2): admins add, edit, delete and CSV-import schools; others go to /auth. */
export default function SchoolManagementPage(props: AreaProps) {
  if (!props.user.isAdmin) return <Navigate to="/auth" replace />;
  return <SchoolManagementScreen {...props} />;
}
