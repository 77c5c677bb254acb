import { runService } from '@predental/service-kit/run-service';
import { gatewayOptionsFromEnv } from './config';
import { startGateway } from './gateway-server';

runService('gateway', () => startGateway(gatewayOptionsFromEnv()));
