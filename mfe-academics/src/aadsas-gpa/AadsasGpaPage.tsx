import styled from 'styled-components';
import type { AreaProps } from '@predental/area-runtime/area';
import { ButtonLink } from '@predental/design/ButtonLink';
import { SectionCard } from '@predental/design/Card';
import { DownloadCsvButton } from '@predental/design/DownloadCsvButton';
import { QueryState } from '@predental/design/QueryState';
import { Inline, Sections } from '@predental/design/Page';
import { useCourses, useGpaSummary } from '../coursework';
import { aadsasCoursesCsv } from './aadsas-csv';
import { overallGpa, useAadsasGpa } from './api/aadsas-gpa';
import { AadsasGpaHeader } from './components/AadsasGpaHeader';
import { AadsasRules } from './components/AadsasRules';
import { AadsasTable } from './components/AadsasTable';
import { GpaComparison } from './components/GpaComparison';
import { GpaDifferences } from './components/GpaDifferences';

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

/** /aadsas-gpa: the GPA table ADEA AADSAS will compute from the student's courses, and why it differs from the simple GPA. */
export default function AadsasGpaPage(_props: AreaProps) {
  const gpa = useAadsasGpa();
  const courses = useCourses();
  const summary = useGpaSummary();
  // The table waits for the simple GPA too (or its failure): the differences, drawn under the table
  // once it came, pushed the rules and the projected table down when it came after the table.
  const compared = summary.data || summary.error;
  const table = { ...gpa, loading: gpa.loading || !compared, data: compared && gpa.data };
  const aadsas = table.data?.aadsasGpa;
  const list = courses.data?.courses ?? [];
  const hasProjection = aadsas?.adjustments.some((adjustment) => adjustment.rule === 'not-taken-yet') ?? false;

  return (
    <>
      <AadsasGpaHeader
        action={
          <Inline>
            <DownloadCsvButton
              fileName="aadsas-coursework.csv"
              rowCount={list.length}
              csv={() => aadsasCoursesCsv(list)}
            />
            <ButtonLink to="/coursework" $variant="outline">
              Edit Coursework
            </ButtonLink>
          </Inline>
        }
      />
      <Sections>
        <GpaComparison
          simpleGpa={summary.data?.academicSummary.gpa.overall}
          aadsasGpa={aadsas && overallGpa(aadsas.table)}
          failed={{ simple: Boolean(summary.error), aadsas: Boolean(gpa.error) }}
        />
        <SectionCard
          title="AADSAS GPA Table"
          description="Semester hours; BCP is biology, chemistry and physics."
          named
        >
          <QueryState
            what="the AADSAS GPA"
            query={table}
            emptyTitle="No courses added yet"
            empty={list.length === 0 && courses.data && 'Add your coursework with its AADSAS details to see the table.'}
          >
            {aadsas && (
              <Stack>
                <AadsasTable rows={aadsas.table} label="AADSAS GPA table" />
                {summary.data && (
                  <GpaDifferences simpleGpa={summary.data.academicSummary.gpa.overall} aadsas={aadsas} />
                )}
                <AadsasRules />
              </Stack>
            )}
          </QueryState>
        </SectionCard>
        {aadsas && hasProjection && (
          <SectionCard
            title="Projected"
            description="With your planned and in-progress courses at the grades you expect."
            named
          >
            <AadsasTable rows={aadsas.projectedTable} label="Projected AADSAS GPA table" />
          </SectionCard>
        )}
      </Sections>
    </>
  );
}
