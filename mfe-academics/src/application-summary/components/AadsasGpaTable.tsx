import { useId } from 'react';
import { Muted, Subheading } from '@predental/design/Page';
import { hasStatusRows, type AadsasGpa, AadsasTable } from '../../aadsas-gpa';

/** The AADSAS GPA table, as the AADSAS GPA screen shows it. */
export function AadsasGpaTable({ gpa }: { gpa: AadsasGpa }) {
  const titleId = useId();
  return (
    <>
      <Subheading id={titleId}>AADSAS GPA</Subheading>
      {hasStatusRows(gpa.table) ? (
        <AadsasTable rows={gpa.table} labelledBy={titleId} />
      ) : (
        <Muted>No courses with AADSAS details yet</Muted>
      )}
    </>
  );
}
