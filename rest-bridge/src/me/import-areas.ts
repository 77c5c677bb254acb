import type { StudentDataArea } from '@predental/contracts/student-data';
import type { GatewayResult } from '../gateway-client';

/** One area's write of its part, and how to take it back. */
export interface AreaWrite {
  area: StudentDataArea;
  write(): Promise<GatewayResult<unknown>>;
  undo(): Promise<GatewayResult<unknown>>;
}

/**
 * Where an import stopped: the area that failed, what it answered (none: it did not answer),
 * whether that answer refused the part (its rules, an account not empty, a caller not allowed),
 * and the areas whose undo failed.
 */
export type Written =
  | { ok: true }
  | {
      ok: false;
      area: StudentDataArea;
      answer?: GatewayResult<unknown>;
      refused: boolean;
      undoFailed: StudentDataArea[];
    };

const answered = async (call: () => Promise<GatewayResult<unknown>>): Promise<GatewayResult<unknown> | undefined> => {
  try {
    return await call();
  } catch {
    return undefined;
  }
};
const succeeded = (result: GatewayResult<unknown> | undefined) => Boolean(result && !result.errors?.length);
/** An area refuses a part (its rules, or an account not empty) before it writes anything. */
const REFUSALS: readonly unknown[] = ['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'UNAUTHENTICATED'];
const refused = (result: GatewayResult<unknown> | undefined) =>
  Boolean(result?.errors?.length && result.errors.every((error) => REFUSALS.includes(error.extensions?.code)));

/**
 * Each area writes its part in turn. When one fails, the areas before it take theirs back, last
 * first: the account was empty, so removing what they wrote leaves it as it was. So does the
 * failing area, unless it refused the part: one that failed halfway, or wrote and whose answer was
 * lost, may hold some of it.
 */
export async function writeAreas(writes: readonly AreaWrite[]): Promise<Written> {
  for (const [index, step] of writes.entries()) {
    const answer = await answered(() => step.write());
    if (succeeded(answer)) continue;
    const undoFailed: StudentDataArea[] = [];
    const refusal = refused(answer);
    const wrote = refusal ? writes.slice(0, index) : writes.slice(0, index + 1);
    for (const earlier of wrote.toReversed())
      if (!succeeded(await answered(() => earlier.undo()))) undoFailed.push(earlier.area);
    return { ok: false, area: step.area, answer, refused: refusal, undoFailed };
  }
  return { ok: true };
}
