import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import type { AreaProps } from './area';
import { headingFirst } from './HeadingFirst';

const props: AreaProps = {
  user: { id: 'u1', username: 'ana', email: 'ana@example.com', isAdmin: false } as AreaProps['user'],
  notify: () => undefined,
};

const Rest = ({ user }: AreaProps) => <h1>Rest for {user.username}</h1>;

/** A module load that resolves when `arrive` is called, before or after the load was asked for. */
function loaded() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(() => arrived.then(() => ({ default: Rest })));
  return { load, arrive: () => arrive() };
}

describe('headingFirst', () => {
  it('draws the heading, fetches the rest once it is on screen, and keeps the heading until the rest arrives', async () => {
    const { load, arrive } = loaded();
    const Screen = headingFirst(<h1>Heading</h1>, load);
    render(<Screen {...props} />);
    screen.getByRole('heading', { name: 'Heading' });
    expect(load).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(load).toHaveBeenCalledTimes(1);
    screen.getByRole('heading', { name: 'Heading' });

    arrive();
    await screen.findByRole('heading', { name: 'Rest for ana' });
    expect(screen.queryByRole('heading', { name: 'Heading' })).toBeNull();
  });

  it("puts the rest inside the shell's withData, which the shell gives when it has not loaded Apollo", async () => {
    const { load, arrive } = loaded();
    const Screen = headingFirst(<h1>Heading</h1>, load);
    const WithData = ({ children }: { children: ReactNode; fallback: ReactNode }) => (
      <section aria-label="Apollo">{children}</section>
    );
    render(<Screen {...props} withData={WithData} />);
    arrive();
    const rest = await screen.findByRole('heading', { name: 'Rest for ana' });
    expect(screen.getByRole('region', { name: 'Apollo' }).contains(rest)).toBe(true);
  });

  it('fetches the rest again when the screen is drawn again after its code failed to arrive (Retry)', async () => {
    let online = false;
    const load = () => (online ? Promise.resolve({ default: Rest }) : Promise.reject(new Error('offline')));
    const Screen = headingFirst(<h1>Heading</h1>, load);
    // As the shell's boundary around a screen: an error card, and Retry draws the screen anew.
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render() {
        return this.state.failed ? <p>Could not load</p> : this.props.children;
      }
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <Boundary key={0}>
        <Screen {...props} />
      </Boundary>,
    );
    await screen.findByText('Could not load');

    online = true;

    rerender(
      <Boundary key={1}>
        <Screen {...props} />
      </Boundary>,
    );
    await screen.findByRole('heading', { name: 'Rest for ana' });
    quiet.mockRestore();
  });
});
