import type { CourseInput } from '@predental/academics-contract/course';
import { Button } from '@predental/design/Button';
import { Dialog, DialogFooter } from '@predental/design/Dialog';
import { downloadCsv } from '@predental/design/csv';
import { Muted } from '@predental/design/Page';
import { gradeMark } from '@predental/academics-contract/grade-marks';
import { DataTable } from '@predental/design/Table';
import { toastWrite, type AreaProps } from '@predental/area-runtime/area';
import { useImportCourses } from '../api/courses';
import { TranscriptFormat, transcriptTemplateCsv } from './TranscriptFormat';
import type { TranscriptPreview } from './transcript-preview';

interface TranscriptDialogProps extends Pick<AreaProps, 'notify'> {
  open: boolean;
  /** The chosen file's rows, or null before one is chosen. */
  preview: TranscriptPreview | null;
  /** Opens the file picker (TranscriptImport's). */
  onChoose: () => void;
  onClose: () => void;
}

/**
 * 'Import Transcript''s dialog: says the columns it reads and offers a template; reads a CSV of
 * courses (the file "Download CSV" writes too), previews what it adds and what it refuses, and
 * adds nothing until confirmed. Loaded when first opened (TranscriptImport).
 */
export default function TranscriptDialog({ notify, open, preview, onChoose, onClose }: TranscriptDialogProps) {
  const { importCourses, importing } = useImportCourses();

  const accepted = preview?.rows.flatMap((row) => (row.ok ? [{ row: row.row, course: row.course }] : [])) ?? [];
  const refused = preview?.rows.flatMap((row) => (row.ok ? [] : [{ row: row.row, message: row.message }])) ?? [];

  const confirm = async () => {
    const imported = await toastWrite(notify, () => importCourses(accepted.map(({ course }) => course)), {
      title: `Imported ${accepted.length} ${accepted.length === 1 ? 'course' : 'courses'} successfully`,
    });
    if (imported) onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(open) => !open && !importing && onClose()}
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
            <Button onClick={onChoose}>Choose CSV File</Button>
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
          <Button variant="outline" onClick={onClose} disabled={importing}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={importing} disabled={accepted.length === 0}>
            {`Add ${accepted.length} ${accepted.length === 1 ? 'course' : 'courses'}`}
          </Button>
        </DialogFooter>
      )}
    </Dialog>
  );
}
