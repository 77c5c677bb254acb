import { expectRefusal } from '../../../test-support/service-process';

/** A mistyped number must stop the service, not turn a limit into NaN (which disables it). */
describe('invalid configuration refuses to start', () => {
  it.each([
    ['LOGIN_RATE_LIMIT', 'twenty'],
    ['LOGIN_FREE_FAILURES', '5x'],
    ['REGISTER_RATE_LIMIT', '-1'],
    ['SESSION_IDLE_MINUTES', '1.5'],
    ['ADMIN_SESSION_MAX_HOURS', 'NaN'],
    ['IDENTITY_PORT', '70000'],
    // Below OWASP's minimum for argon2id: a cheaper hash would be a weaker one.
    ['PASSWORD_HASH_MEMORY_KIB', '1024'],
  ])('identity with %s=%s names the variable and exits', async (name, value) => {
    const output = await expectRefusal('subgraphs/identity', {
      MONGODB_URI: process.env.TEST_MONGODB_URI!,
      INTERNAL_SECRET: process.env.TEST_INTERNAL_SECRET!,
      IDENTITY_DB: `hostile_config_${process.pid}`,
      IDENTITY_PORT: '0',
      [name]: value,
    });
    expect(output).toContain(`${name} must be`);
  });

  it('the gateway with SESSION_CACHE_MS=60000 (past the 1 s revocation bound) names the variable and exits', async () => {
    const output = await expectRefusal('gateway', {
      INTERNAL_SECRET: process.env.TEST_INTERNAL_SECRET!,
      GATEWAY_PORT: '0',
      SESSION_CACHE_MS: '60000',
    });
    expect(output).toContain('SESSION_CACHE_MS must be');
  });
});
