/** Reads a required setting; a missing one stops the process with a message that says what to set. */
export function requireEnv(name: string, hint: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set: ${hint}`);
    process.exit(1);
  }
  return value;
}

export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number, got "${raw}"`);
    process.exit(1);
  }
  return port;
}

/** The secret shared by the gateway and the subgraphs; `npm start` and the tests generate one. */
export function internalSecret(): string {
  return requireEnv('INTERNAL_SECRET', 'set the same random string for the gateway and every subgraph (npm start generates one)');
}
