import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedInClient } from '../../../test-support/api-client';
import { startGatewayReplica, startSubgraphReplica, type CompiledRun } from '../../../test-support/service-process';

/**
 * Two replicas of a subgraph behind one gateway, requests dealt to them in turn (a round-robin
 * load balancer): a student's read right after their own write always lands on the other replica
 * and must still see the write. No replica may hold a copy the other's write outdates.
 * A replica keeping such a copy is stale on nearly every try; 250 tries of each subgraph also
 * catch a race that strikes one read in a hundred (92 %), at a quarter of 1,000 tries' CPU.
 */
const TRIES = 250;

/** Deals each request to the next replica and says which one answered. */
async function roundRobin(targets: string[]) {
  let next = 0;
  const served: number[] = [];
  const relay = async (req: IncomingMessage, res: ServerResponse) => {
    const index = next;
    next = (next + 1) % targets.length;
    served.push(index);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(targets[index]!, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(
      answer.status,
      Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name),
        ),
      ),
    );
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
  // A relay that fails drops the connection: the client sees the failure, never a hang.
  const server: Server = createServer((req, res) => {
    relay(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    served,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type Call = (body: object) => Promise<any>;

describe.each([
  {
    subgraph: 'academics',
    // Added on even tries and deleted on odd ones (a student keeps at most 300 courses).
    write: async (call: Call, i: number, last: string) => {
      if (i % 2)
        return (await call({ query: 'mutation ($id: ID!) { deleteCourse(id: $id) }', variables: { id: last } }))
          .deleteCourse as string;
      const input = {
        courseName: `Replica ${i}`,
        courseCode: 'REP 1',
        credits: 3,
        grade: 'A',
        isScience: true,
        semester: 'Fall',
        year: 2025,
      };
      return (
        await call({
          query: 'mutation ($input: CourseInput!) { addCourse(input: $input) { id } }',
          variables: { input },
        })
      ).addCourse.id as string;
    },
    read: 'query { courses { id } }',
    seen: (data: any, i: number, id: string) =>
      (data.courses as { id: string }[]).some((course) => course.id === id) === (i % 2 === 0),
  },
  {
    subgraph: 'experience',
    write: async (call: Call, i: number) =>
      String(
        (
          await call({
            query: 'mutation ($input: GoalsInput!) { updateGoals(input: $input) { shadowingGoal } }',
            variables: { input: { shadowingGoal: 100 + i } },
          })
        ).updateGoals.shadowingGoal,
      ),
    read: 'query { goals { shadowingGoal } }',
    seen: (data: any, _: number, goal: string) => String(data.goals.shadowingGoal) === goal,
  },
])('two replicas of $subgraph behind the gateway', ({ subgraph, write, read, seen }) => {
  let replica: CompiledRun;
  let gateway: CompiledRun;
  let balancer: Awaited<ReturnType<typeof roundRobin>>;
  const urls = JSON.parse(process.env.TEST_SUBGRAPH_URLS!) as Record<string, string>;

  beforeAll(async () => {
    replica = await startSubgraphReplica(subgraph);
    balancer = await roundRobin([urls[subgraph]!, `${replica.base}/graphql`]);
    gateway = await startGatewayReplica({ [subgraph]: balancer.url });
  }, 90_000);
  afterAll(async () => {
    await gateway?.stop();
    await replica?.stop();
    await balancer?.close();
  });

  it(`shows a student their own write on the other replica in ${TRIES} of ${TRIES} tries`, async () => {
    const { client } = await signedInClient('replica');
    const call: Call = async (body) => {
      const response = await fetch(`${gateway.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.cookie! },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { data?: any; errors?: unknown };
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data;
    };
    let stale = 0;
    let crossed = 0;
    let last = '';
    for (let i = 0; i < TRIES; i += 1) {
      const before = balancer.served.length;
      last = await write(call, i, last);
      if (!seen(await call({ query: read }), i, last)) stale += 1;
      const [wrote, readFrom] = balancer.served.slice(before);
      if (wrote !== readFrom) crossed += 1;
    }
    expect({ stale, crossed }).toEqual({ stale: 0, crossed: TRIES });
  }, 300_000);
});
