import { errorToast, toastWrite, type AreaProps } from '@predental/area-runtime/area';
import type { DentalSchoolRecord } from '@predental/schools-contract/dental-school';
import { Button } from '@predental/design/Button';
import { SectionCard } from '@predental/design/Card';
import { QueryState } from '@predental/design/QueryState';
import { Inline, Sections } from '@predental/design/Page';
import { PageSpinner } from '@predental/design/Spinner';
import { useEditing } from '@predental/area-runtime/use-editing';
import { WhenFirstOpened } from '@predental/area-runtime/WhenFirstOpened';
import { lazy, useState } from 'react';
import type { ImportDentalSchoolsMutation } from '../gql/graphql';
import {
  useAdminDentalSchools,
  useSchoolFigures,
  useSchoolImports,
  useSchoolMutations,
  type AdminSchool,
} from './api/dental-schools';
import { parseCsv } from './api/school-csv';
import { CsvImportButton } from './components/CsvImportButton';
import { SchoolCards } from './components/SchoolCards';
import { SchoolsHeader } from './components/SchoolsHeader';
import { useStableCallback } from '@predental/area-runtime/use-stable-callback';

// The dialog's code (Radix's dialog, the form library) is fetched when it first opens, not with the list.
const SchoolDialog = lazy(() =>
  import('./components/SchoolDialog').then(({ SchoolDialog }) => ({ default: SchoolDialog })),
);

const PARSE_FAILED = {
  title: 'Error',
  description: 'Failed to parse CSV file. Please check the format.',
  variant: 'destructive',
} as const;

/** /admin/dental-schools (SPEC §2) once its code has arrived: admins add, edit, delete and CSV-import schools. */
export default function SchoolManagement({ notify }: AreaProps) {
  const schools = useAdminDentalSchools();
  const { saving, ...writes } = useSchoolMutations();
  const { importSchools, importFigures } = useSchoolImports();
  const figureActions = useSchoolFigures();
  const editing = useEditing<AdminSchool, DentalSchoolRecord>({ what: 'Dental school', ...writes, notify });
  const [importErrors, setImportErrors] = useState<ImportDentalSchoolsMutation['importDentalSchools']['errors']>([]);

  // SPEC §7 asks with the browser's own confirm here, not the confirmation dialog.
  // Both the same function on every render: the cards drawn so far stay as they are while more are added.
  const remove = useStableCallback((school: AdminSchool) => {
    if (!window.confirm('Are you sure you want to delete this dental school?')) return;
    void toastWrite(notify, () => writes.remove(school.id), { title: 'Dental school deleted successfully' });
  });
  const edit = useStableCallback((school: AdminSchool) => editing.openEdit(school));

  // A school CSV (SPEC §5) or a figures CSV, each figure with its source (issue 22), told apart by their columns.
  const importCsv = async (file: File) => {
    try {
      // An unreadable file is a parse failure; the parser's code failing to arrive is the 'Error' toast.
      const csv = await file.text().then(parseCsv, () => null);
      if (!csv) {
        notify(PARSE_FAILED);
        return;
      }
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
      <SchoolsHeader
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
          <SchoolCards schools={list} onEdit={edit} onDelete={remove} />
        </QueryState>
      </Sections>
      <WhenFirstOpened open={editing.isOpen}>
        <SchoolDialog editing={editing} saving={saving} figureActions={figureActions} notify={notify} />
      </WhenFirstOpened>
    </>
  );
}
