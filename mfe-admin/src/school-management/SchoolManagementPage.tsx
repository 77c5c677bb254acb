import { errorToast, toastWrite, type AreaProps } from '@predental/area-runtime/area';
import type { DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { QueryState } from '@predental/design/QueryState';
import { Inline, PageHeader, Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { useEditing } from '@predental/area-runtime/use-editing';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { lazy, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ImportDentalSchoolsMutation, DentalSchoolFieldsFragment } from '../gql/graphql';
import {
  useAdminDentalSchools,
  useSchoolFigures,
  useSchoolImports,
  useSchoolMutations,
  type AdminSchool,
} from './api/dental-schools';
import { parseCsv } from './api/school-csv';
import { AdminSchoolCard } from './components/AdminSchoolCard';
import { CsvImportButton } from './components/CsvImportButton';

// The dialog's code (Radix's dialog, the form library) is fetched when it first opens, not with the list.
const SchoolDialog = lazy(() =>
  import('./components/SchoolDialog').then(({ SchoolDialog }) => ({ default: SchoolDialog })),
);

const SchoolGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const PARSE_FAILED = {
  title: 'Error',
  description: 'Failed to parse CSV file. Please check the format.',
  variant: 'destructive',
} as const;

/** /admin/dental-schools (SPEC §2): admins add, edit, delete and CSV-import schools; others go to /auth. */
export default function SchoolManagementPage({ user, notify }: AreaProps) {
  if (!user.isAdmin) return <Navigate to="/auth" replace />;
  return <SchoolManagement notify={notify} />;
}

function SchoolManagement({ notify }: Pick<AreaProps, 'notify'>) {
  const schools = useAdminDentalSchools();
  const { saving, ...writes } = useSchoolMutations();
  const { importSchools, importFigures } = useSchoolImports();
  const figureActions = useSchoolFigures();
  const editing = useEditing<AdminSchool, DentalSchoolRecord>({ what: 'Dental school', ...writes, notify });
  const [importErrors, setImportErrors] = useState<ImportDentalSchoolsMutation['importDentalSchools']['errors']>([]);

  // SPEC §7 asks with the browser's own confirm here, not the confirmation dialog.
  const remove = async (school: DentalSchoolFieldsFragment) => {
    if (!window.confirm('Are you sure you want to delete this dental school?')) return;
    await toastWrite(notify, () => writes.remove(school.id), { title: 'Dental school deleted successfully' });
  };

  // A school CSV (SPEC §5) or a figures CSV, each figure with its source (issue 22), told apart by their columns.
  const importCsv = async (file: File) => {
    const csv = await file.text().then(parseCsv, () => null);
    if (!csv) {
      notify(PARSE_FAILED);
      return;
    }
    try {
      if (csv.kind === 'figures') {
        const result = await importFigures(csv.rows);
        setImportErrors(result.errors);
        notify({
          title: `Imported ${result.imported} school figures successfully`,
          description: `${result.errors.length} rows not imported.`,
        });
        return;
      }
      const result = await importSchools(csv.rows);
      setImportErrors(result.errors);
      notify({
        title: `Imported ${result.created + result.updated} dental schools successfully`,
        description: `${result.created} added, ${result.updated} updated, ${result.skipped} skipped.`,
      });
    } catch (error) {
      notify(errorToast(error));
    }
  };

  const list = schools.data?.adminDentalSchools ?? [];

  return (
    <>
      <PageHeader
        title="Dental School Management"
        subtitle="Add, edit, delete and import the dental schools students explore."
        action={
          <Inline>
            <CsvImportButton onFile={importCsv} />
            <Button onClick={editing.openAdd}>Add Dental School</Button>
          </Inline>
        }
      />
      <Sections>
        {importErrors.length > 0 && (
          <SectionCard role="alert" title="Rows not imported">
            <ul>
              {importErrors.map((error) => (
                <li key={error.row}>
                  Row {error.row}: {error.message}
                </li>
              ))}
            </ul>
          </SectionCard>
        )}
        <QueryState
          what="dental schools"
          query={schools}
          loading={<PageSpinner label="Loading dental schools" />}
          emptyTitle="No dental schools found"
          empty={list.length === 0 && 'Add a school or import a CSV file to get started.'}
        >
          <SchoolGrid>
            {list.map((school) => (
              <AdminSchoolCard
                key={school.id}
                school={school}
                onEdit={() => editing.openEdit(school)}
                onDelete={() => void remove(school)}
              />
            ))}
          </SchoolGrid>
        </QueryState>
      </Sections>
      <WhenFirstOpened open={editing.isOpen}>
        <SchoolDialog editing={editing} saving={saving} figureActions={figureActions} notify={notify} />
      </WhenFirstOpened>
    </>
  );
}
