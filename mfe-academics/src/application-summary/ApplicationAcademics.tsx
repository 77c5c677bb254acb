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

/** Whether a part's queries have all answered, or one of them failed. */
const settled = (results: QueryState[]) =>
  results.some((result) => result.error) || results.every((result) => !result.loading && result.data);

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
  if (!settled(results)) return <Muted role="status">Loading {what}...</Muted>;
  return children();
}

/**
 * The application summary's academics section: plain tables, nothing to click, so it prints as it
 * reads. Its parts show in order, each once those above it have answered: one arriving first
 * would be pushed down by those above it. The card is busy (aria-busy) until every part has.
 */
export default function ApplicationAcademics(_props: AreaProps) {
  const titleId = useId();
  const courses = useCourses();
  const summary = useGpaSummary();
  const dat = useDatScores();
  const aadsas = useAadsasGpa();
  const list = courses.data?.courses ?? [];
  const parts = [
    {
      what: 'courses',
      results: [courses, summary],
      draw: () => (
        <>
          <GpaTables summary={summary.data!.academicSummary} />
          <TermCourses terms={coursesByTerm(list)} />
        </>
      ),
    },
    { what: 'the AADSAS GPA', results: [aadsas], draw: () => <AadsasGpaTable gpa={aadsas.data!.aadsasGpa} /> },
    { what: 'DAT scores', results: [dat], draw: () => <DatAttempts scores={dat.data!.datScores} /> },
  ];
  const waiting = parts.findIndex((part) => !settled(part.results));

  return (
    <Card aria-labelledby={titleId} aria-busy={waiting >= 0}>
      <CardHeader>
        <CardTitle id={titleId}>Academics</CardTitle>
      </CardHeader>
      <CardContent>
        {parts.slice(0, waiting >= 0 ? waiting + 1 : parts.length).map(({ what, results, draw }) => (
          <Loaded key={what} results={results} what={what}>
            {draw}
          </Loaded>
        ))}
      </CardContent>
    </Card>
  );
}
