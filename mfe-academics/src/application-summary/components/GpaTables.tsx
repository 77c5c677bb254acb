import type { GpaSummary, TermGpa } from '@predental/contracts/gpa';
import { useId } from 'react';
import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import { Subheading } from './Subheading';

/** Overall and science GPA, then each term's GPA oldest first, as the coursework page computes them. */
export function GpaTables({ gpa, terms }: { gpa: GpaSummary; terms: TermGpa[] }) {
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
          <Table aria-labelledby={termsId}>
            <THead>
              <Tr>
                <Th>Term</Th>
                <Th>Credits</Th>
                <Th>Term GPA</Th>
                <Th>Cumulative GPA</Th>
              </Tr>
            </THead>
            <TBody>
              {terms.map((term) => (
                <Tr key={`${term.semester} ${term.year}`}>
                  <Td>
                    {term.semester} {term.year}
                  </Td>
                  <Td>{term.credits}</Td>
                  <Td>{term.gpa.toFixed(2)}</Td>
                  <Td>{term.cumulativeGpa.toFixed(2)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </>
      )}
    </>
  );
}
