import type { Course } from '@predental/contracts/course';
import { Button } from '@predental/design/Button';
import { coursesCsv } from '../courses-csv';

/** Saves the courses as courses.csv, built in the browser: nothing is sent to a server. */
function download(courses: readonly Course[]) {
  const url = URL.createObjectURL(new Blob([coursesCsv(courses)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'courses.csv';
  link.click();
  // The browser has taken the file once the click is handled; free the memory after it.
  setTimeout(() => URL.revokeObjectURL(url));
}

export function DownloadCoursesButton({ courses }: { courses: readonly Course[] }) {
  return (
    <Button variant="outline" disabled={courses.length === 0} onClick={() => download(courses)}>
      Download CSV
    </Button>
  );
}
