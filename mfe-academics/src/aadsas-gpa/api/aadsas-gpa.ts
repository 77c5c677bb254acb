import { useQuery } from '@apollo/client';
import { useFirstAnswerDeferred } from '@predental/area-runtime/first-answer';
import { GetAadsasGpaDocument, type GetAadsasGpaQuery } from '../../gql/graphql';

export type AadsasGpa = GetAadsasGpaQuery['aadsasGpa'];
/** One table: its status rows, then cumulative undergraduate, graduate and overall. */
export type AadsasRows = AadsasGpa['table'];

/** The academics subgraph's AADSAS table, computed from the student's courses. */
export function useAadsasGpa() {
  return useFirstAnswerDeferred(useQuery(GetAadsasGpaDocument));
}

/** The table's overall total GPA; null without graded hours. */
export const overallGpa = (rows: AadsasRows) => rows.find((row) => row.summary === 'overall')?.totalGpa ?? null;
/** Whether any course has the details the table needs. */
export const hasStatusRows = (rows: AadsasRows) => rows.some((row) => row.status);
