import { Table, TBody, Td, Th, THead, Tr } from '@predental/design/Table';
import type { TermGpa } from '../api/courses';

export const termLabel = (term: Pick<TermGpa, 'semester' | 'year'>) => `${term.semester} ${term.year}`;

/** Each term's credits, GPA and cumulative GPA, in the order given: the coursework page and the application summary. */
export function TermGpaTable({ terms, labelledBy }: { terms: readonly TermGpa[]; labelledBy?: string }) {
  return (
    <Table aria-labelledby={labelledBy}>
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
          <Tr key={termLabel(term)}>
            <Td>{termLabel(term)}</Td>
            <Td>{term.credits}</Td>
            <Td>{term.gpa.toFixed(2)}</Td>
            <Td>{term.cumulativeGpa.toFixed(2)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
