import { MAX_STATEMENTS, type StatementInput } from '@predental/applications-contract/personal-statement';
import { badInput, notFound } from '@predental/service-kit/errors';
import { Types } from 'mongoose';
import { versionEntry, withFinal, withVersion } from '../rules/personal-statement';
import type { StatementRecord, StatementRecords, StoredStatement } from './statement-record';
import type { StatementTexts } from './statement-texts';

const newId = () => new Types.ObjectId().toHexString();
const now = () => new Date().toISOString();

function indexOf(data: StatementRecord, id: string): number {
  const index = data.statements.findIndex((statement) => statement.id === id);
  if (index < 0) notFound('Personal statement');
  return index;
}

/**
 * A student's personal statements. Each change is one versioned write of their record, so an
 * autosave racing a "Save version" loses neither; someone else's id is simply not found.
 */
export function statementStore(records: StatementRecords, texts: StatementTexts) {
  const change = (userId: string, id: string, apply: (statement: StoredStatement) => StoredStatement) =>
    records.change(userId, (data) => {
      const index = indexOf(data, id);
      const changed = apply(data.statements[index]!);
      const statements = data.statements.map((statement, at) => (at === index ? changed : statement));
      return { data: { ...data, statements }, result: changed };
    });
  const get = async (userId: string, id: string) => {
    const data = await records.read(userId);
    return data.statements[indexOf(data, id)]!;
  };

  return {
    texts,
    get,
    /** Most recently created first. */
    list: async (userId: string) => (await records.read(userId)).statements.toReversed(),

    add(userId: string, input: StatementInput): Promise<StoredStatement> {
      return records.change(userId, (data) => {
        if (data.statements.length >= MAX_STATEMENTS)
          badInput(`You can keep at most ${MAX_STATEMENTS} personal statements`);
        const added: StoredStatement = {
          id: newId(),
          title: input.title,
          draft: input.text,
          draftSavedAt: null,
          createdAt: now(),
          versions: [],
          finalVersionId: null,
        };
        return { data: { ...data, statements: [...data.statements, added] }, result: added };
      });
    },

    saveDraft: (userId: string, id: string, draft: string) =>
      change(userId, id, (statement) => ({ ...statement, draft, draftSavedAt: now() })),

    /** The text is stored first, under a new id; only then does the record list it. */
    async addVersion(userId: string, id: string, text: string): Promise<StoredStatement> {
      const version = versionEntry(newId(), text, now());
      withVersion(await get(userId, id), version, text); // refused (404, 400) before anything is stored
      await texts.insert(version.id, text);
      return change(userId, id, (statement) => withVersion(statement, version, text));
    },

    markFinal: (userId: string, id: string, versionId: string, limit: number) =>
      change(userId, id, (statement) => withFinal(statement, versionId, limit)),
  };
}
export type StatementStore = ReturnType<typeof statementStore>;
