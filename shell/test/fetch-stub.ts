/** What the stubbed /graphql answers: a JSON body or raw text, with an HTTP status. */
export interface StubAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  text?: string;
}

/** Replaces fetch for one test: each call takes the next answer (the last one repeats). */
export function answering(...answers: StubAnswer[]) {
  let call = 0;
  return jest.spyOn(globalThis, 'fetch').mockImplementation(() => {
    const { status = 200, statusText = '', body, text } = answers[Math.min(call++, answers.length - 1)]!;
    return Promise.resolve(new Response(text ?? JSON.stringify(body), { status, statusText }));
  });
}

/** The JSON body of the stubbed fetch's nth call. */
export function sent(fetch: ReturnType<typeof answering>, nth = 0): unknown {
  return JSON.parse(fetch.mock.calls[nth]![1]!.body as string);
}

afterEach(() => jest.restoreAllMocks());
