/** Runs a service until SIGTERM or SIGINT, then stops it cleanly; a failed start exits 1 with the reason. */
export function runService(name: string, start: () => Promise<{ close(): Promise<void> }>): void {
  start()
    .then((service) => {
      const shutdown = () => void service.close().then(() => process.exit(0));
      process.on('SIGTERM', shutdown);
      process.on('SIGINT', shutdown);
    })
    .catch((error: unknown) => {
      console.error(`[${name}] failed to start:`, error);
      process.exit(1);
    });
}
