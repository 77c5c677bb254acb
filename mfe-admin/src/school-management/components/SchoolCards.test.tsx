import { renderWithDesign } from '@predental/design/test-support/render';
import { listedSchool } from '@predental/schools-contract/test-support/examples';
import { act, screen, waitFor } from '@testing-library/react';
import type { AdminSchool } from '../api/dental-schools';
import { BATCH_CARDS, FIRST_CARDS, SchoolCards } from './SchoolCards';

const school = (index: number): AdminSchool => ({
  ...listedSchool,
  id: `school-${index}`,
  name: `School ${index}`,
});

const directory = (count: number) => Array.from({ length: count }, (_, index) => school(index));
// A card is a section named by its school (role queries over hundreds of cards take seconds in jsdom).
const cards = () => [...document.querySelectorAll('section[aria-labelledby]')];
const drawnCards = () => cards().length;

describe('SchoolCards', () => {
  it('draws a screenful of a long directory at once, then one small batch per task until every card', () => {
    // Task by task on jest's clock: the count after each is exact, however fast the machine renders.
    jest.useFakeTimers();
    try {
      const total = 200;
      renderWithDesign(<SchoolCards schools={directory(total)} onEdit={jest.fn()} onDelete={jest.fn()} />);
      expect(drawnCards()).toBe(FIRST_CARDS);
      for (let tasks = 1; drawnCards() < total; tasks++) {
        act(() => void jest.advanceTimersToNextTimer());
        expect(drawnCards()).toBe(Math.min(total, FIRST_CARDS + tasks * BATCH_CARDS));
      }
      // In the directory's order: the last school last.
      expect(cards().at(-1)?.querySelector('h2')?.textContent).toBe(`School ${total - 1}`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws a school added later, and hands each card its own school', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { rerender, user } = renderWithDesign(
      <SchoolCards schools={directory(3)} onEdit={onEdit} onDelete={onDelete} />,
    );
    expect(drawnCards()).toBe(3);
    act(() => rerender(<SchoolCards schools={directory(4)} onEdit={onEdit} onDelete={onDelete} />));
    await waitFor(() => expect(drawnCards()).toBe(4));

    await user.click(screen.getByRole('button', { name: 'Edit School 3' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'school-3' }));
    await user.click(screen.getByRole('button', { name: 'Delete School 1' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'school-1' }));
  });
});
