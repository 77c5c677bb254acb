import type { Server } from 'node:http';
import express from 'express';
import { apiClient, signedInClient } from '../../test-support/api-client';
import { createBridge } from '../src/bridge';

describe('login limits', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use('/api', createBridge({ gatewayUrl: process.env.TEST_GATEWAY_URL!, loginsPerMinute: 3 }));
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 429 once one address has tried too often in a minute', async () => {
    const client = apiClient(base);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await client.post('/api/simple-login', { username: 'someone', password: 'Wrong-pass1' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('blocks a username after ten failed passwords, even with the right one next', async () => {
    const { account } = await signedInClient();
    const client = apiClient();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await client.post('/api/simple-login', { username: account.username, password: 'Wrong-pass1' });
      expect(wrong.body.success).toBe(false);
    }
    const blocked = await client.post('/api/simple-login', { username: account.username, password: account.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too many failed login attempts. Please try again later.' });
  });
});
