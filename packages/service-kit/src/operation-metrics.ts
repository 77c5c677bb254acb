import type { ApolloServerPlugin } from '@apollo/server';
import { isErrorCode } from '@predental/contracts/api-error';
import type { ServiceMetrics } from './observability';

/** Names come from clients: past this many distinct ones, new names are counted as 'other'. */
const MAX_NAMES = 200;
const USABLE_NAME = /^[A-Za-z_]\w{0,60}$/;

/** Counts and times every GraphQL operation by name, and every error by its code. */
export function operationMetrics(metrics: ServiceMetrics): ApolloServerPlugin {
  const names = new Set<string>();
  const label = (name: string | null | undefined) => {
    if (!name || !USABLE_NAME.test(name)) return 'anonymous';
    if (names.has(name)) return name;
    if (names.size >= MAX_NAMES) return 'other';
    names.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      let failed = false;
      return {
        async didEncounterErrors({ errors }) {
          failed = true;
          for (const error of errors) {
            const code = error.extensions?.code;
            metrics.errors.inc({ code: isErrorCode(code) ? code : 'INTERNAL_SERVER_ERROR' });
          }
        },
        async willSendResponse({ operationName }) {
          const operation = label(operationName);
          metrics.operations.inc({ operation, outcome: failed ? 'error' : 'ok' });
          metrics.operationSeconds.observe({ operation }, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}
