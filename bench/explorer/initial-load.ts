import type { Browser, Page } from '@playwright/test';
import type { Session } from './accounts';
import { studentContext, type ProbeWindow } from './browser';

export interface LoadFigures {
  /** Navigation start to the first frame painted with school cards. */
  firstCardMs: number;
  /** Bytes on the wire (compressed, headers included) until the network is idle. */
  jsBytes: number;
  dataBytes: number;
  otherBytes: number;
  requests: number;
  graphqlRequests: number;
  failedRequests: number;
  /** Data bytes on the wire when the same browser visits again (issue 39: the directory revalidates). */
  laterDataBytes: number;
  /** Each /graphql operation's and /api answer's: bytes on the wire and decoded (the JSON the page parses). */
  operations: Record<string, { wireBytes: number; jsonBytes: number }>;
  /** School cards in the DOM once loaded. */
  cards: number;
  shown: number;
  total: number;
}

const COUNT_LINE = /^Showing [1-9]\d* of \d+ schools$/;

/** Waits for the explorer to list schools, as a person sees it: the count line, then a card's heading. */
export async function explorerListed(page: Page): Promise<void> {
  await page.getByText(COUNT_LINE).waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { level: 3 }).first().waitFor();
}

type Kind = 'js' | 'data' | 'other';

/** One visit to /dental-schools in a fresh context: time to the first card, and what came over the network for it. */
export async function measureInitialLoad(browser: Browser, entryUrl: string, student: Session): Promise<LoadFigures> {
  const context = await studentContext(browser, entryUrl, student);
  try {
    const page = await context.newPage();
    // DevTools' own network events: encodedDataLength is what crossed the wire, compressed.
    const cdp = await context.newCDPSession(page);
    const kinds = new Map<string, Kind>();
    const bytes: Record<Kind, number> = { js: 0, data: 0, other: 0 };
    let requests = 0;
    let graphqlRequests = 0;
    let failedRequests = 0;
    const operationOf = new Map<string, string>();
    const operations: LoadFigures['operations'] = {};
    const operation = (requestId: string) => {
      const name = operationOf.get(requestId);
      return name ? (operations[name] ??= { wireBytes: 0, jsonBytes: 0 }) : undefined;
    };
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/')) operationOf.set(requestId, `GET ${pathname}`);
      if (pathname !== '/graphql') return;
      const body = JSON.parse(request.postData ?? '{}') as { operationName?: string; query?: string };
      const named = body.query?.match(/^\s*(?:query|mutation)\s+(\w+)/)?.[1];
      operationOf.set(requestId, body.operationName ?? named ?? 'anonymous');
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const answer = operation(requestId);
      if (answer) answer.jsonBytes += dataLength;
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const { pathname } = new URL(response.url);
      const isGraphql = pathname === '/graphql';
      if (isGraphql) graphqlRequests += 1;
      kinds.set(requestId, type === 'Script' ? 'js' : isGraphql || pathname.startsWith('/api/') ? 'data' : 'other');
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      requests += 1;
      bytes[kinds.get(requestId) ?? 'other'] += encodedDataLength;
      const answer = operation(requestId);
      if (answer) answer.wireBytes += encodedDataLength;
    });
    cdp.on('Network.loadingFailed', () => {
      failedRequests += 1;
    });
    await cdp.send('Network.enable');

    await page.goto(`${entryUrl}/dental-schools`);
    await explorerListed(page);
    const firstCardMs = await page.evaluate<Awaited<ReturnType<ProbeWindow['explorerBench']['firstCard']>>>(
      'window.explorerBench.firstCard()',
    );
    await page.waitForLoadState('networkidle');
    const cards = await page.getByRole('button', { name: /^View details of / }).count();
    const [shown, total] = ((await page.getByText(COUNT_LINE).textContent()) ?? '').match(/\d+/g)!.map(Number) as [
      number,
      number,
    ];
    // The same browser comes back: what it asks again is revalidated or downloaded anew.
    const first = { ...bytes, requests, graphqlRequests, failedRequests, operations: structuredClone(operations) };
    await page.goto(`${entryUrl}/dental-schools`);
    await explorerListed(page);
    await page.waitForLoadState('networkidle');
    return {
      laterDataBytes: bytes.data - first.data,
      firstCardMs,
      jsBytes: first.js,
      dataBytes: first.data,
      otherBytes: first.other,
      requests: first.requests,
      graphqlRequests: first.graphqlRequests,
      failedRequests: first.failedRequests,
      operations: first.operations,
      cards,
      shown,
      total,
    };
  } finally {
    await context.close();
  }
}
