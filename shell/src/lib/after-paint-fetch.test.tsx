import { fetchAfterPaint } from './after-paint-fetch';

describe('fetchAfterPaint', () => {
  const answer = { ok: true } as Response;
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    visibility = 'visible';
    global.fetch = jest.fn().mockResolvedValue(answer);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends the request, as given, once the frame being drawn is on screen (the next one has begun)', async () => {
    const init = { method: 'POST', body: '{"query":"{ me { id } }"}' };
    const sent = fetchAfterPaint('/graphql', init);
    await jest.advanceTimersByTimeAsync(0);
    expect(global.fetch).not.toHaveBeenCalled();
    frames.shift()?.(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(global.fetch).not.toHaveBeenCalled();
    frames.shift()?.(16);
    await jest.advanceTimersByTimeAsync(0);
    expect(global.fetch).toHaveBeenCalledWith('/graphql', init);
    await expect(sent).resolves.toBe(answer);
  });

  it('has the requests asked before a frame begins wait for its paint together', async () => {
    void fetchAfterPaint('/graphql?a');
    void fetchAfterPaint('/graphql?b');
    expect(frames).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(1);
    frames.shift()?.(0);
    // Asked once the frame has begun: this one waits for the frame after it.
    void fetchAfterPaint('/graphql?c');
    frames.shift()?.(16);
    await jest.advanceTimersByTimeAsync(0);
    expect(global.fetch).toHaveBeenCalledTimes(2);
    frames.shift()?.(32);
    frames.shift()?.(48);
    await jest.advanceTimersByTimeAsync(0);
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('waits no longer than 100 ms for a frame the browser holds back', async () => {
    void fetchAfterPaint('/graphql');
    await jest.advanceTimersByTimeAsync(99);
    expect(global.fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends at once from a hidden tab, which draws no frames', async () => {
    visibility = 'hidden';
    void fetchAfterPaint('/graphql');
    await jest.advanceTimersByTimeAsync(0);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(frames).toEqual([]);
  });
});
