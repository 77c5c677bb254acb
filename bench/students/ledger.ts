import { ok, type Client } from './client';
import { WRITES, type Kind } from './writes';

interface Book {
  acknowledged: Set<string>;
  /** Writes that failed (and never succeeded for that marker): they may or may not be stored. */
  unacknowledged: Set<string>;
}

export interface LedgerCheck {
  acknowledged: number;
  /** Acknowledged but absent. */
  lost: number;
  /** Written once, stored more than once (acknowledged or not). */
  duplicated: number;
  /** Not acknowledged, yet stored: a write whose answer was lost, which is allowed. */
  storedUnacknowledged: number;
  /** Lists that could not be read back (the platform never came back): their writes are not checked. */
  unreadable: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every write each student made, and whether the platform acknowledged it (2xx). */
export function ledger() {
  const books = new Map<Client, Map<Kind, Book>>();

  function book(client: Client, kind: Kind): Book {
    const kinds = books.get(client) ?? books.set(client, new Map()).get(client)!;
    return kinds.get(kind) ?? kinds.set(kind, { acknowledged: new Set(), unacknowledged: new Set() }).get(kind)!;
  }

  /** The stored list, or undefined; retried for 10 s because a bench that just killed services may read too early. */
  async function stored(client: Client, kind: Kind): Promise<Record<string, unknown>[] | undefined> {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const answer = await client.call('GET', WRITES[kind].path);
      if (ok(answer) && Array.isArray(answer.body)) return answer.body as Record<string, unknown>[];
      await sleep(500);
    }
    return undefined;
  }

  return {
    record(client: Client, kind: Kind, marker: string, acknowledged: boolean): void {
      const { acknowledged: yes, unacknowledged: no } = book(client, kind);
      if (acknowledged) {
        yes.add(marker);
        no.delete(marker);
      } else if (!yes.has(marker)) no.add(marker);
    },

    /** A removed record: gone once acknowledged; either way if the removal failed. */
    remove(client: Client, kind: Kind, marker: string, acknowledged: boolean): void {
      const { acknowledged: yes, unacknowledged: no } = book(client, kind);
      yes.delete(marker);
      if (!acknowledged) no.add(marker);
    },

    /** Reads every student's records back and compares them with what was acknowledged. */
    async check(): Promise<LedgerCheck> {
      const result: LedgerCheck = { acknowledged: 0, lost: 0, duplicated: 0, storedUnacknowledged: 0, unreadable: 0 };
      await Promise.all(
        [...books].map(async ([client, kinds]) => {
          for (const [kind, { acknowledged, unacknowledged }] of kinds) {
            const items = await stored(client, kind);
            if (!items) {
              result.unreadable += 1;
              continue;
            }
            const copies = new Map<string, number>();
            for (const item of items) {
              const marker = WRITES[kind].markerOf(item);
              copies.set(marker, (copies.get(marker) ?? 0) + 1);
            }
            result.acknowledged += acknowledged.size;
            for (const marker of acknowledged) if (!copies.has(marker)) result.lost += 1;
            for (const marker of unacknowledged) if (copies.has(marker)) result.storedUnacknowledged += 1;
            for (const marker of [...acknowledged, ...unacknowledged])
              if ((copies.get(marker) ?? 0) > 1) result.duplicated += 1;
          }
        }),
      );
      return result;
    },
  };
}
export type Ledger = ReturnType<typeof ledger>;
