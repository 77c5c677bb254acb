import { stageOf } from './stage';

describe("an application's stage", () => {
  it('is planned before any event', () => {
    expect(stageOf([])).toBe('planned');
  });

  it('is the latest event by date, whatever order they were logged in', () => {
    const logged = [
      { kind: 'interviewed', date: '2026-10-20' },
      { kind: 'submitted', date: '2026-06-05' },
      { kind: 'secondary-submitted', date: '2026-08-01' },
    ] as const;
    expect(stageOf(logged)).toBe('interviewed');
    expect(stageOf([...logged].reverse())).toBe('interviewed');
  });

  it('breaks a tie of one day by the order of the cycle, then as logged', () => {
    expect(
      stageOf([
        { kind: 'deposit-paid', date: '2026-12-10' },
        { kind: 'offer', date: '2026-12-10' },
      ]),
    ).toBe('deposit-paid');
    expect(
      stageOf([
        { kind: 'verified', date: '2026-07-01' },
        { kind: 'submitted', date: '2026-07-01' },
      ]),
    ).toBe('verified');
  });
});
