import { standalonePlaywrightConfig } from '@predental/remote-server/test-support/playwright';

/** This remote's standalone page against the GraphQL stand-in, on its own test port. */
export default standalonePlaywrightConfig(Number(process.env.REMOTE_TEST_PORT ?? 3305));
