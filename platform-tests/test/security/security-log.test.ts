import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aSchool } from '@predental/schools-contract/test-support/examples';
import { adminClient, apiClient, signedInClient } from '../../../test-support/api-client';

/** The security log: JSON lines an operator can search, never a password, token or cookie. */
function securityEvents(service: string): Record<string, unknown>[] {
  const text = readFileSync(path.join(process.env.TEST_LOG_DIR!, `${service}.log`), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.log === 'security');
}

const eventually = async (check: () => void) => {
  for (let i = 0; ; i += 1) {
    try {
      return check();
    } catch (error) {
      if (i > 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

describe('security log', () => {
  it('records a failed login with the username and address, without the password', async () => {
    const { account } = await signedInClient('logged');
    const client = apiClient();
    await client.post('/api/simple-login', { username: account.username, password: 'Secret-Guess-42!' });
    await eventually(() => {
      const entry = securityEvents('identity').find(
        (e) => e.event === 'login_failed' && e.username === account.username,
      );
      expect(entry).toMatchObject({ service: 'identity', address: client.address, reason: 'wrong password' });
    });
    const everything = ['identity', 'gateway', 'entry']
      .map((s) => readFileSync(path.join(process.env.TEST_LOG_DIR!, `${s}.log`), 'utf8'))
      .join('\n');
    expect(everything).not.toContain('Secret-Guess-42!');
    expect(everything).not.toContain(account.password);
  });

  it('records an authorization refusal and every admin write', async () => {
    const { client, user } = await signedInClient('nosy');
    expect((await client.get('/api/admin/stats')).status).toBe(403);
    const admin = await adminClient();
    const created = await admin.post('/api/admin/dental-schools', aSchool());
    expect(created.status).toBe(201);
    await eventually(() => {
      expect(
        securityEvents('academics')
          .concat(securityEvents('identity'), securityEvents('experience'))
          .some((e) => e.event === 'forbidden' && e.userId === user.id),
      ).toBe(true);
      expect(
        securityEvents('schools').find((e) => e.event === 'admin_write' && e.target === created.body.id),
      ).toMatchObject({ reason: 'createDentalSchool', address: admin.address });
    });
    const cookie = admin.cookie!.replace(/^sid=/, '');
    for (const service of ['identity', 'schools', 'gateway', 'entry'])
      expect(readFileSync(path.join(process.env.TEST_LOG_DIR!, `${service}.log`), 'utf8')).not.toContain(cookie);
  });
});
