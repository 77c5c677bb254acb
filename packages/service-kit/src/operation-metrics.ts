import type { ApolloServerPlugin } from '@apollo/server';
import { isErrorCode } from '@predental/contracts/api-error';
import { boundedLabels, type ServiceMetrics } from './observability';

const USABLE_NAME = /^[A-Za-z_]\w{0,60}$/;

/** Counts and times every GraphQL operation by name, and every error by its code. */
export function operationMetrics(metrics: ServiceMetrics): ApolloServerPlugin {
  const bounded = boundedLabels();
  const label = (name: string | null | undefined) => (name && USABLE_NAME.test(name) ? bounded(name) : 'anonymous');
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
