import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startSubgraphUnderTest, type SubgraphUnderTest } from '../../../test-support/subgraph-harness';

/**
 * A pre-dental club signs up at one meeting, on one campus network (issue 23): past the free
 * sign-ups of the hour from an address, each needs a solved puzzle; a script without one is
 * refused, and with them it stops at the ceiling. The puzzle is made cheap here (it is the rule
 * under test, not its cost); one address, since every call here reaches identity the same way.
 */
const FREE = 5;
const CEILING = 45;
let identity: SubgraphUnderTest;
beforeAll(async () => {
  identity = await startSubgraphUnderTest('identity', {
    REGISTER_RATE_LIMIT: String(FREE),
    REGISTER_CEILING: String(CEILING),
    SIGNUP_PROOF_COST: '10',
    SIGNUP_PROOF_MAX_COUNTER: '40',
  });
}, 60_000);
afterAll(() => identity?.stop());

const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { id username } }';

let counter = 0;
function newAccount() {
  counter += 1;
  const username = `club${process.pid.toString(36)}${counter}`;
  return { username, email: `${username}@example.com`, password: 'Passw0rd!' };
}

/** What the browser does when sign-up answers PROOF_REQUIRED: fetch a puzzle, solve it, send the payload. */
async function solvedProof(): Promise<string> {
  const answer = await identity.query('{ signupChallenge }', {}, null);
  const challenge = JSON.parse((answer.data as { signupChallenge: string }).signupChallenge) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const register = (input: Record<string, unknown>) => identity.query(REGISTER, { input }, null);

describe('sign-up past the free ones from one network needs a proof of work', () => {
  it('lets 40 students of one meeting sign up, each past the first few after a puzzle, and refuses a spent or forged proof', async () => {
    const started = Date.now();
    const signedUp: string[] = [];
    for (let student = 0; student < 40; student += 1) {
      const account = newAccount();
      let answer = await register(account);
      if (student >= FREE) {
        expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'PROOF_REQUIRED' } });
        answer = await register({ ...account, proof: await solvedProof() });
      }
      expect(answer.errors).toBeUndefined();
      signedUp.push((answer.data as { register: { username: string } }).register.username);
    }
    expect(new Set(signedUp).size).toBe(40);
    expect(Date.now() - started).toBeLessThan(10 * 60 * 1000);

    // One proof buys one sign-up; a made-up one buys none.
    const proof = await solvedProof();
    expect((await register({ ...newAccount(), proof })).errors).toBeUndefined();
    expect((await register({ ...newAccount(), proof })).errors?.[0]).toMatchObject({
      message: 'The sign-up check failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const forged = JSON.parse(Buffer.from(await solvedProof(), 'base64').toString());
    // A derived key the puzzle did not produce (the first hex digit changed).
    forged.solution.derivedKey =
      (forged.solution.derivedKey[0] === '0' ? '1' : '0') + forged.solution.derivedKey.slice(1);
    expect(
      (await register({ ...newAccount(), proof: Buffer.from(JSON.stringify(forged)).toString('base64') })).errors?.[0]
        ?.message,
    ).toBe('The sign-up check failed. Please try again.');
    expect((await register({ ...newAccount(), proof: 'not a proof' })).errors?.[0]?.message).toBe(
      'The sign-up check failed. Please try again.',
    );

    // A script without proofs gets nowhere; with them it stops at the ceiling.
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await register(newAccount())).errors?.[0]?.extensions?.code).toBe('PROOF_REQUIRED');
    for (let made = 41; made < CEILING; made += 1)
      expect((await register({ ...newAccount(), proof: await solvedProof() })).errors).toBeUndefined();
    expect((await register({ ...newAccount(), proof: await solvedProof() })).errors?.[0]).toMatchObject({
      message: 'Too many sign-ups from this network. Please try again later.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });

    // Each refusal of a missing or bad proof is in the security log.
    const refusals = identity
      .output()
      .split('\n')
      .filter((line) => line.includes('"event":"register_proof_refused"'));
    expect(refusals.filter((line) => line.includes('"reason":"no proof"')).length).toBe(35 + 10);
    expect(refusals.filter((line) => line.includes('"reason":"invalid"')).length).toBe(2);
    expect(refusals.filter((line) => line.includes('"reason":"replayed"')).length).toBe(1);
  }, 120_000);
});
