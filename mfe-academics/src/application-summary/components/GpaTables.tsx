import { useId } from 'react';
import { Subheading } from '@predental/design/Page';
import { DataTable } from '@predental/design/Table';
import { TermGpaTable, type AcademicSummary } from '../../coursework';

/** Overall and science GPA, then each term's GPA oldest first, as the coursework page shows them. */
export function GpaTables({ summary: { gpa, terms } }: { summary: AcademicSummary }) {
  const gpaId = useId();
  const termsId = useId();
  return (
    <>
      <Subheading id={gpaId}>GPA</Subheading>
      <DataTable
        aria-labelledby={gpaId}
        headers={['Overall GPA', 'Science GPA', 'Total Credits']}
        rows={[gpa]}
        cells={({ overall, science, totalCredits }) => [overall.toFixed(2), science.toFixed(2), totalCredits]}
      />
      {terms.length > 0 && (
        <>
          <Subheading id={termsId}>GPA by Term</Subheading>
          <TermGpaTable terms={terms} labelledBy={termsId} />
        </>
      )}
    </>
  );
}
