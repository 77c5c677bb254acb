import { useId } from 'react';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { TermGpaTable } from '../../coursework/components/TermGpaTable';
import type { AcademicSummary } from '../../coursework/api/courses';
import { Subheading } from './Subheading';

/** Overall and science GPA, then each term's GPA oldest first, as the coursework page shows them. */
export function GpaTables({ summary: { gpa, terms } }: { summary: AcademicSummary }) {
  const gpaId = useId();
  const termsId = useId();
  return (
    <>
      <Subheading id={gpaId}>GPA</Subheading>
      <Table aria-labelledby={gpaId}>
        <THead>
          <Tr>
            <Th>Overall GPA</Th>
            <Th>Science GPA</Th>
            <Th>Total Credits</Th>
          </Tr>
        </THead>
        <TBody>
          <Tr>
            <Td>{gpa.overall.toFixed(2)}</Td>
            <Td>{gpa.science.toFixed(2)}</Td>
            <Td>{gpa.totalCredits}</Td>
          </Tr>
        </TBody>
      </Table>
      {terms.length > 0 && (
        <>
          <Subheading id={termsId}>GPA by Term</Subheading>
          <TermGpaTable terms={terms} labelledBy={termsId} />
        </>
      )}
    </>
  );
}
