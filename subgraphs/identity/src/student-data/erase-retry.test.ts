import { afterTry, retryDelay } from './erase-retry';

const policy = { firstMs: 1000, maxMs: 60_000 };

describe('when a deletion is tried again', () => {
  it('waits the first delay after one failure, doubling after each further one', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures, policy))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the longest delay', () => {
    expect(retryDelay(7, policy)).toBe(60_000);
    expect(retryDelay(500, policy)).toBe(60_000);
  });

  it('is done once every area left has confirmed', () => {
    expect(afterTry({ areas: ['academics', 'schools'], failures: 3 }, ['schools', 'academics'], policy)).toEqual({
      done: true,
    });
  });

  it('keeps the areas that did not confirm, counts the failure and schedules the next try', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(
      afterTry(
        { areas: ['identity', 'academics', 'applications'], failures: 1 },
        ['identity', 'academics'],
        policy,
        now,
      ),
    ).toEqual({ done: false, areas: ['applications'], failures: 2, nextTryAt: new Date(now + 2000) });
  });
});
