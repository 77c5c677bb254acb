import { act, render, screen } from '@testing-library/react';
import { LazyHoursChart } from './LazyHoursChart';

// The chart itself stands in for recharts: what matters is when it is loaded.
jest.mock('./CumulativeHoursChart', () => ({ __esModule: true, default: () => <p>Chart drawn</p> }));

let reportIntersecting: (isIntersecting: boolean) => void = () => undefined;

beforeEach(() => {
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      reportIntersecting = (isIntersecting) =>
        callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('loads the chart only when it comes near the screen', async () => {
  render(<LazyHoursChart rows={[]} lines={[]} height={240} />);
  expect(screen.getByRole('status', { name: 'Loading chart' })).toBeTruthy();

  // Long enough for a chart that was asked for to load.
  await act(async () => reportIntersecting(false));
  expect(screen.queryByText('Chart drawn')).toBeNull();

  act(() => reportIntersecting(true));
  expect(await screen.findByText('Chart drawn')).toBeTruthy();
});
