import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { code } from './code';
import { lazyReady } from './lazy-ready';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('code', () => {
  it('fetches once, keeps the module, and fetches again after a failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Greeting });
    const greeting = code(load);
    await expect(greeting()).rejects.toThrow('offline');
    expect(greeting.loaded).toBeUndefined();
    await Promise.all([greeting(), greeting()]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(greeting.loaded).toEqual({ Greeting });
  });
});

describe('lazyReady', () => {
  it('renders code that has arrived at once, without its fallback', async () => {
    const greeting = code(() => Promise.resolve({ Greeting }));
    await greeting();
    const Ready = lazyReady(greeting, (module) => module.Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Ready name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ana').tagName).toBe('P');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends for code still on its way', async () => {
    const Ready = lazyReady(
      code(() => Promise.resolve({ Greeting })),
      (module) => module.Greeting,
    );
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Ready name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading').tagName).toBe('P');
    expect((await screen.findByText('Hello Ana')).tagName).toBe('P');
  });
});
