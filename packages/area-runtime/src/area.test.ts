import { toastWrite } from './area';

describe('toastWrite', () => {
  it('toasts the success once the write went through', async () => {
    const notify = jest.fn();
    expect(await toastWrite(notify, () => Promise.resolve(), { title: 'Goal Updated' })).toBe(true);
    expect(notify).toHaveBeenCalledWith({ title: 'Goal Updated' });
  });

  it("toasts the server's message in place of the success when the write is refused", async () => {
    const notify = jest.fn();
    const refused = () => Promise.reject(new Error('Hours must be at most 24 for one day'));
    expect(await toastWrite(notify, refused, { title: 'Goal Updated' })).toBe(false);
    expect(notify.mock.calls).toEqual([
      [{ title: 'Error', description: 'Hours must be at most 24 for one day', variant: 'destructive' }],
    ]);
  });
});
