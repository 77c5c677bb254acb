import { checkCourseCsvRows } from '@predental/academics-contract/course-csv';
import type { CourseInput } from '@predental/academics-contract/course';
import { Button } from '@predental/design/Button';
import { useCsvFilePicker } from '@predental/design/CsvFilePicker';
import { Dialog, DialogFooter } from '@predental/design/Dialog';
import { downloadCsv } from '@predental/design/csv';
import { Muted } from '@predental/design/Page';
import { gradeMark } from '@predental/academics-contract/grade-marks';
import { DataTable } from '@predental/design/Table';
import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { useState } from 'react';
import { useImportCourses } from '../api/courses';
import { parseTranscriptCsv } from '../transcript-csv';
import { TranscriptFormat, transcriptTemplateCsv } from './TranscriptFormat';

type Checked = ReturnType<typeof checkCourseCsvRows>[number] & { row: number };
interface Preview {
  fileName: string;
  rows: Checked[];
}

const NOT_A_TRANSCRIPT =
  'The file is not a transcript CSV: its first line must name the columns, Course Title (or courseName) among them.';

/**
 * 'Import Transcript': says the columns it reads and offers a template; reads a CSV of courses
 * (the file "Download CSV" writes too), previews what it adds and what it refuses, and adds
 * nothing until confirmed.
 */
export function TranscriptImport({ notify }: Pick<AreaProps, 'notify'>) {
  const [choosing, setChoosing] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const close = () => {
    setChoosing(false);
    setPreview(null);
  };
  const { importCourses, importing } = useImportCourses();

  const { picker, choose } = useCsvFilePicker('Transcript CSV file', async (file) => {
    const rows = parseTranscriptCsv(await file.text());
    if (!rows) return notify({ title: 'Error', description: NOT_A_TRANSCRIPT, variant: 'destructive' });
    setPreview({
      fileName: file.name,
      rows: checkCourseCsvRows(rows).map((checked, i) => ({ ...checked, row: i + 1 })),
    });
  });

  const accepted = preview?.rows.flatMap((row) => (row.ok ? [{ row: row.row, course: row.course }] : [])) ?? [];
  const refused = preview?.rows.flatMap((row) => (row.ok ? [] : [{ row: row.row, message: row.message }])) ?? [];

  const confirm = async () => {
    const imported = await toastWrite(notify, () => importCourses(accepted.map(({ course }) => course)), {
      title: `Imported ${accepted.length} ${accepted.length === 1 ? 'course' : 'courses'} successfully`,
    });
    if (imported) close();
  };

  return (
    <>
      {picker}
      <Button variant="outline" onClick={() => setChoosing(true)}>
        Import Transcript
      </Button>
      <Dialog
        open={choosing || preview !== null}
        onOpenChange={(open) => !open && !importing && close()}
        title="Import Transcript"
        description={
          preview
            ? `${preview.fileName}: ${accepted.length} to add, ${refused.length} refused. Nothing is saved until you add them.`
            : 'Choose a CSV file of your courses: its first line names the columns, in any order (other columns are ignored). The file Download CSV saves imports back as it is.'
        }
      >
        {!preview && (
          <>
            <TranscriptFormat />
            <DialogFooter>
              <Button variant="outline" onClick={() => downloadCsv('transcript-template.csv', transcriptTemplateCsv())}>
                Download Template
              </Button>
              <Button onClick={choose}>Choose CSV File</Button>
            </DialogFooter>
          </>
        )}
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
              gradeMark(course),
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
        {preview && (
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={importing}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={importing} disabled={accepted.length === 0}>
              {`Add ${accepted.length} ${accepted.length === 1 ? 'course' : 'courses'}`}
            </Button>
          </DialogFooter>
        )}
      </Dialog>
    </>
  );
}
