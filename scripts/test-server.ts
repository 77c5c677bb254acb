import { startTestStack } from './stack';

/** The stack the browser tests run against: a fresh database, the entry on E2E_PORT. */
async function main() {
  const port = Number(process.env.E2E_PORT ?? 3100);
  // One folder per port, so browser runs on different ports never share a database.
  const stack = await startTestStack(`e2e-${port}`, {
    entryPort: port,
    // Every browser test signs up and in from this one machine's address.
    env: {
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'Admin!Test1',
      LOGIN_RATE_LIMIT: '1000',
      REGISTER_RATE_LIMIT: '1000',
    },
  });
  console.log(`[e2e] stack ready at ${stack.entryUrl} (${stack.engine})`);
  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
