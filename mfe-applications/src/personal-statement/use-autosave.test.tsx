import { act, renderHook } from '@testing-library/react';
import { useAutosave } from './use-autosave';

const KEPT = (id: string) => localStorage.getItem(`predental:statement-draft:${id}`);

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const tick = () => act(() => jest.advanceTimersByTimeAsync(3000));

describe('useAutosave', () => {
  it('keeps each keystroke in the browser through a failed send, and forgets it once the server has it', async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue({});
    const { result } = renderHook(() => useAutosave('s1', '', send));

    act(() => result.current.edit('Ever since'));
    expect(KEPT('s1')).toBe('Ever since');
    expect(result.current.status).toBe('unsaved');
    await tick();
    expect(send).toHaveBeenCalledWith('Ever since');
    expect(result.current.status).toBe('offline');
    expect(KEPT('s1')).toBe('Ever since');

    act(() => result.current.edit('Ever since my first cleaning'));
    await tick();
    expect(send).toHaveBeenLastCalledWith('Ever since my first cleaning');
    expect(result.current.status).toBe('saved');
    expect(KEPT('s1')).toBeNull();
    await tick();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts from the text the server never got, and sends it', async () => {
    localStorage.setItem('predental:statement-draft:s2', 'typed offline');
    const send = jest.fn().mockResolvedValue({});
    const { result } = renderHook(() => useAutosave('s2', 'older', send));
    expect(result.current.text).toBe('typed offline');
    expect(result.current.status).toBe('unsaved');
    await tick();
    expect(send).toHaveBeenCalledWith('typed offline');
    expect(result.current.status).toBe('saved');
  });
});
