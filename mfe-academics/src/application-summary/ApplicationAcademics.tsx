import { useId, type ReactNode } from 'react';
import type { AreaProps } from '@predental/area-runtime/area';
import { Card, CardContent, CardHeader, CardTitle } from '@predental/design/Card';
import { LoadError } from '@predental/design/QueryState';
import { Muted } from '@predental/design/Page';
import { useAadsasGpa } from '../aadsas-gpa';
import { useCourses, useGpaSummary, coursesByTerm } from '../coursework';
import { useDatScores } from '../dat';
import { AadsasGpaTable } from './components/AadsasGpaTable';
import { DatAttempts } from './components/DatAttempts';
import { GpaTables } from './components/GpaTables';
import { TermCourses } from './components/TermCourses';

/** What this section needs of a query's state. */
interface QueryState {
  loading: boolean;
  error?: { message: string };
  data?: unknown;
  refetch: () => Promise<unknown>;
}

/** Shows a part once its queries have answered; a failed part says so and can be retried on screen. */
function Loaded({ results, what, children }: { results: QueryState[]; what: string; children: () => ReactNode }) {
  const failed = results.find((result) => result.error);
  if (failed)
    return (
      <LoadError
        what={what}
        message={failed.error!.message}
        onRetry={() => results.forEach((result) => void result.refetch())}
      />
    );
  if (results.some((result) => result.loading || !result.data)) return <Muted role="status">Loading {what}...</Muted>;
  return children();
}

/** The application summary's academics section: plain tables, nothing to click, so it prints as it reads. */
export default function ApplicationAcademics(_props: AreaProps) {
  const titleId = useId();
  const courses = useCourses();
  const summary = useGpaSummary();
  const dat = useDatScores();
  const aadsas = useAadsasGpa();
  const list = courses.data?.courses ?? [];

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Academics</CardTitle>
      </CardHeader>
      <CardContent>
        <Loaded results={[courses, summary]} what="courses">
          {() => (
            <>
              <GpaTables summary={summary.data!.academicSummary} />
              <TermCourses terms={coursesByTerm(list)} />
            </>
          )}
        </Loaded>
        <Loaded results={[aadsas]} what="the AADSAS GPA">
          {() => <AadsasGpaTable gpa={aadsas.data!.aadsasGpa} />}
        </Loaded>
        <Loaded results={[dat]} what="DAT scores">
          {() => <DatAttempts scores={dat.data!.datScores} />}
        </Loaded>
      </CardContent>
    </Card>
  );
}
