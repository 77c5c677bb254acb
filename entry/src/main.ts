import { flagFromEnv } from '@predental/service-kit/config';
import { runService } from '@predental/service-kit/run-service';
import { entryOptionsFromEnv } from './config';
import { startEntry } from './entry-server';

runService('entry', async () => {
  const options = entryOptionsFromEnv();
  // Loaded only when asked for: an entry deployed alone (compose) reaches its gateway at GATEWAY_URL.
  const gateway = flagFromEnv('GATEWAY_IN_ENTRY', false) ? await startLocalGateway() : undefined;
  const entry = await startEntry({ ...options, localGateway: gateway?.local });
  console.log(`[entry] PreDental Tracker is at ${entry.url}`);
  return {
    close: async () => {
      await entry.close();
      await gateway?.close();
    },
  };
});

async function startLocalGateway() {
  const [{ startGateway }, { gatewayOptionsFromEnv }] = await Promise.all([
    import('@predental/gateway/gateway-server'),
    import('@predental/gateway/config'),
  ]);
  return startGateway(gatewayOptionsFromEnv());
}
