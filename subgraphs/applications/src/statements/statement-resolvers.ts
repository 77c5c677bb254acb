import { countCharacters } from '@predental/contracts/characters';
import {
  countWords,
  draftInputSchema,
  finalInputSchema,
  statementInputSchema,
  versionInputSchema,
} from '@predental/applications-contract/personal-statement';
import { requireViewer, type SubgraphContext } from '@predental/service-kit/subgraph-server';
import { parseInput } from '@predental/service-kit/validate';
import type { Resolvers } from '../gql/resolvers';
import type { StoredStatement, VersionEntry } from './statement-record';
import type { StatementStore } from './statements';

type StatementResolvers = Pick<Resolvers, 'PersonalStatement' | 'StatementVersion'> & {
  Query: Pick<NonNullable<Resolvers['Query']>, 'myPersonalStatements' | 'personalStatement'>;
  Mutation: Pick<
    NonNullable<Resolvers['Mutation']>,
    'addPersonalStatement' | 'addStatementVersion' | 'saveStatementDraft' | 'markFinalVersion'
  >;
};

const viewerId = (context: SubgraphContext) => requireViewer(context).id;

/**
 * The personal statement's fields. Counts are computed from the text; how far over is read
 * against the cycle's current limit (`limit`, the settings read once per request), so an admin
 * changing it moves every statement's count at once.
 */
export function statementResolvers(
  statements: StatementStore,
  limit: (context: SubgraphContext) => Promise<number>,
): StatementResolvers {
  // A stored statement is never changed in place: its draft is counted once, for all three fields.
  const counted = new WeakMap<StoredStatement, { characters: number; words: number }>();
  const draftCounts = async (statement: StoredStatement, context: SubgraphContext) => {
    let counts = counted.get(statement);
    if (!counts) {
      counts = { characters: countCharacters(statement.draft), words: countWords(statement.draft) };
      counted.set(statement, counts);
    }
    return { ...counts, overBy: Math.max(0, counts.characters - (await limit(context))) };
  };
  /** Versions with their texts, read by id (only the ones asked for). */
  const withTexts = async (statement: StoredStatement, versions: VersionEntry[]) => {
    const texts = await statements.texts.read(versions.map((version) => version.id));
    return versions.map((version) => ({
      ...version,
      text: texts.get(version.id) ?? '',
      final: version.id === statement.finalVersionId,
    }));
  };

  return {
    PersonalStatement: {
      versions: (statement) => withTexts(statement, statement.versions),
      draftCharacters: async (statement, _, context) => (await draftCounts(statement, context)).characters,
      draftWords: async (statement, _, context) => (await draftCounts(statement, context)).words,
      draftOverBy: async (statement, _, context) => (await draftCounts(statement, context)).overBy,
      finalVersion: async (statement) => {
        const final = statement.versions.filter((version) => version.id === statement.finalVersionId);
        return (await withTexts(statement, final))[0] ?? null;
      },
    },
    StatementVersion: {
      overBy: async (version, _, context) => Math.max(0, version.characters - (await limit(context))),
    },
    Query: {
      myPersonalStatements: (_, __, context) => statements.list(viewerId(context)),
      personalStatement: (_, args, context) => statements.get(viewerId(context), args.id),
    },
    Mutation: {
      addPersonalStatement: (_, args, context) => {
        const userId = viewerId(context);
        return statements.add(
          userId,
          parseInput(statementInputSchema, { title: args.title, text: args.text ?? undefined }),
        );
      },
      addStatementVersion: (_, args, context) => {
        const userId = viewerId(context);
        const { text } = parseInput(versionInputSchema, { text: args.text });
        return statements.addVersion(userId, args.statementId, text);
      },
      saveStatementDraft: (_, args, context) => {
        const userId = viewerId(context);
        const { draft } = parseInput(draftInputSchema, { draft: args.draft });
        return statements.saveDraft(userId, args.statementId, draft);
      },
      markFinalVersion: async (_, args, context) => {
        const userId = viewerId(context);
        const { versionId } = parseInput(finalInputSchema, { versionId: args.versionId });
        return statements.markFinal(userId, args.statementId, versionId, await limit(context));
      },
    },
  };
}
