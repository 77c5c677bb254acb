/** The password hash's cost follows the settings, and a hash made at one cost verifies at another. */
const loadPasswords = (env: Record<string, string>) => {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let passwords!: typeof import('./passwords');
  jest.isolateModules(() => {
    passwords = jest.requireActual<typeof import('./passwords')>('./passwords');
  });
  process.env = saved;
  return passwords;
};

describe('password hashing', () => {
  it("uses argon2id at the library's cost unless set", async () => {
    const hash = await loadPasswords({}).hashPassword('Secret!pass1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/);
  });

  it('uses the cost the settings give, and reads hashes made at any cost', async () => {
    const cheap = loadPasswords({
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_PASSES: '2',
      PASSWORD_HASH_LANES: '1',
    });
    const hash = await cheap.hashPassword('Secret!pass1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const usual = loadPasswords({});
    await expect(usual.passwordMatches(hash, 'Secret!pass1')).resolves.toBe(true);
    await expect(usual.passwordMatches(hash, 'Secret!pass2')).resolves.toBe(false);
  });
});
