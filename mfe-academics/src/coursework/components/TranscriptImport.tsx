import { checkCourseRows, courseFromCsvRow } from '@predental/academics-contract/course-csv';
import type { CourseInput } from '@predental/academics-contract/course';
import { Button } from '@predental/design/Button';
import { Dialog, DialogFooter } from '@predental/design/Dialog';
import { Muted } from '@predental/design/Page';
import { DataTable } from '@predental/design/Table';
import { errorToast, type AreaProps } from '@predental/area-runtime/area';
import { useRef, useState } from 'react';
import { useImportCourses } from '../api/courses';
import { parseTranscriptCsv } from '../transcript-csv';

type Checked = ReturnType<typeof checkCourseRows>[number] & { row: number };
interface Preview {
  fileName: string;
  rows: Checked[];
}

const NOT_A_TRANSCRIPT =
  'The file is not a transcript CSV: its first line must name the columns, courseName among them.';

/** 'Import Transcript': reads a CSV of courses, previews what it adds and what it refuses, and adds nothing until confirmed. */
export function TranscriptImport({ notify }: Pick<AreaProps, 'notify'>) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const { importCourses, importing } = useImportCourses();

  const read = async (file: File | undefined) => {
    if (!file) return;
    const rows = parseTranscriptCsv(await file.text());
    // The same file can be chosen again after fixing it.
    if (input.current) input.current.value = '';
    if (!rows) return notify({ title: 'Error', description: NOT_A_TRANSCRIPT, variant: 'destructive' });
    setPreview({
      fileName: file.name,
      rows: checkCourseRows(rows.map(courseFromCsvRow)).map((checked, i) => ({ ...checked, row: i + 1 })),
    });
  };

  const accepted = preview?.rows.flatMap((row) => (row.ok ? [{ row: row.row, course: row.course }] : [])) ?? [];
  const refused = preview?.rows.flatMap((row) => (row.ok ? [] : [{ row: row.row, message: row.message }])) ?? [];

  const confirm = async () => {
    try {
      await importCourses(accepted.map(({ course }) => course));
      notify({ title: `Imported ${accepted.length} ${accepted.length === 1 ? 'course' : 'courses'} successfully` });
      setPreview(null);
    } catch (error) {
      notify(errorToast(error));
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Transcript CSV file"
        hidden
        onChange={(e) => void read(e.target.files?.[0])}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        Import Transcript
      </Button>
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && !importing && setPreview(null)}
        title="Import Transcript"
        description={
          preview &&
          `${preview.fileName}: ${accepted.length} to add, ${refused.length} refused. Nothing is saved until you add them.`
        }
      >
        {accepted.length > 0 && (
          <DataTable
            aria-label="Courses to add"
            headers={['Row', 'Course', 'Credits', 'Grade', 'Term']}
            rows={accepted}
            rowKey={({ row }) => row}
            cells={({ row, course }: { row: number; course: CourseInput }) => [
              row,
              `${course.courseCode} ${course.courseName}`,
              course.credits,
              course.grade,
              `${course.semester} ${course.year}`,
            ]}
          />
        )}
        {refused.length > 0 && (
          <>
            <Muted>Refused rows (fix them in the file and import it again):</Muted>
            <DataTable
              aria-label="Refused rows"
              headers={['Row', 'Why']}
              rows={refused}
              rowKey={({ row }) => row}
              cells={({ row, message }) => [row, message]}
            />
          </>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setPreview(null)} disabled={importing}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={importing} disabled={accepted.length === 0}>
            {`Add ${accepted.length} ${accepted.length === 1 ? 'course' : 'courses'}`}
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
