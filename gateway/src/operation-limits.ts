import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { intFromEnv } from '@predental/service-kit/config';
import { securityLog } from '@predental/service-kit/security-log';
import {
  Lexer,
  Source,
  TokenKind,
  type GraphQLError,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { GatewayContext } from './data-source';
import { OperationRefused, oneAuthMutationRule, rootFieldsRule } from './operation-rules';

/** What one client operation may ask for. */
export interface OperationLimits {
  depth: number;
  aliases: number;
  rootFields: number;
  tokens: number;
  cost: number;
  directives: number;
}

/**
 * Several times what the screens and the bridge ask for (operation-limits.test.ts
 * checks every one of their operations), far below what amplifies a request into a flood.
 */
export function operationLimitsFromEnv(): OperationLimits {
  return {
    depth: intFromEnv('GRAPHQL_MAX_DEPTH', 8, { min: 1 }),
    aliases: intFromEnv('GRAPHQL_MAX_ALIASES', 15, { min: 0 }),
    // Twice the admin statistics' 7 (one count per area and kind).
    rootFields: intFromEnv('GRAPHQL_MAX_ROOT_FIELDS', 14, { min: 1 }),
    tokens: intFromEnv('GRAPHQL_MAX_TOKENS', 1000, { min: 10 }),
    cost: intFromEnv('GRAPHQL_MAX_COST', 600, { min: 1 }),
    directives: intFromEnv('GRAPHQL_MAX_DIRECTIVES', 10, { min: 0 }),
  };
}

/** graphql-armor builds its messages as syntax errors; ours say plainly which limit refused the operation. */
function refuse() {
  const report = (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(new OperationRefused(error.message.replace(/^Syntax Error: /, '')));
  };
  return { propagateOnRejection: false, onReject: [report] };
}

/** graphql-js's own count, as its parser applies maxTokens (a syntax error before the limit is not a refusal). */
function exceedsTokens(source: string, max: number): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 1; lexer.advance().kind !== TokenKind.EOF; count += 1) if (count > max) return true;
  } catch {
    // a syntax error came first
  }
  return false;
}

const log = securityLog('gateway');

/** One security-log line per refused operation, with the client's address the entry or the bridge passed on. */
function refusalLog(limits: OperationLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, request, source }) {
          const reasons = errors
            .filter((error) => error.originalError instanceof OperationRefused)
            .map((error) => error.message);
          const parseFailed = errors.some((error) => error.extensions.code === 'GRAPHQL_PARSE_FAILED');
          if (parseFailed && source && exceedsTokens(source, limits.tokens))
            reasons.push(`Token limit of ${limits.tokens} exceeded.`);
          if (reasons.length === 0) return;
          log('operation_refused', {
            address: contextValue.address,
            target: request.operationName?.slice(0, 100),
            reason: reasons.join(' '),
          });
        },
      };
    },
  };
}

/** The ApolloServer settings that enforce the limits. */
export function operationLimits(limits: OperationLimits) {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.depth, ...refuse() },
    maxAliases: { n: limits.aliases, ...refuse() },
    costLimit: { maxCost: limits.cost, ...refuse() },
    maxDirectives: { n: limits.directives, ...refuse() },
    // graphql-js counts tokens itself while parsing (parseOptions below) and stops at the limit.
    // armor's Apollo token plugin throws from plugin hooks, which Apollo Server 5 answers with a
    // 500, and it rethrows every unexpected error as a validation error whose message would reach clients.
    maxTokens: { enabled: false },
    // "Did you mean ...?" would map the schema for anyone probing it.
    blockFieldSuggestion: { enabled: true },
  }).protect();
  const parseOptions: ParseOptions = { maxTokens: limits.tokens };
  const validationRules: ValidationRule[] = [
    ...armor.validationRules,
    rootFieldsRule(limits.rootFields),
    oneAuthMutationRule,
  ];
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    ...(armor.plugins as ApolloServerPlugin<GatewayContext>[]),
    refusalLog(limits),
  ];
  return { parseOptions, validationRules, plugins };
}
