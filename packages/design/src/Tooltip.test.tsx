import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithDesign } from '@predental/design/test-support/render';
import { Button } from './Button';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderEdit = (onClick = jest.fn(), onKeyDown = jest.fn()) => {
    renderWithDesign(
      <div onKeyDown={onKeyDown}>
        <Tooltip label="Edit Biology 101">
          <Button onClick={onClick}>Edit</Button>
        </Tooltip>
      </div>,
    );
    return screen.getByRole('button', { name: 'Edit Biology 101' });
  };

  it('names its control and shows 700 ms after the pointer moves onto it, not before', () => {
    const edit = renderEdit();
    fireEvent.pointerMove(edit, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(690));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(10));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Edit Biology 101');
    expect(edit.getAttribute('aria-describedby')).toBe(tooltip.id);

    fireEvent.pointerLeave(edit, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens nothing when the control comes under a pointer that does not move (a scroll)', () => {
    const edit = renderEdit();
    fireEvent.pointerEnter(edit, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('never opens when the pointer leaves before the delay, and keeps the control its own click', () => {
    const onClick = jest.fn();
    const edit = renderEdit(onClick);
    fireEvent.pointerMove(edit, { pointerType: 'mouse' });
    fireEvent.pointerLeave(edit, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(edit);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without the Escape reaching what is around it (a dialog stays open)', () => {
    const onKeyDown = jest.fn();
    const edit = renderEdit(jest.fn(), onKeyDown);
    fireEvent.pointerMove(edit, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(700));
    fireEvent.keyDown(edit, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onKeyDown).not.toHaveBeenCalled();

    // Once closed, Escape is the page's again.
    fireEvent.keyDown(edit, { key: 'Escape' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});
