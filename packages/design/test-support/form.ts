import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Replaces what the box labelled `label` holds with `text`, as a person clears it and types. */
export async function retype(user: UserEvent, label: string, text: string) {
  const box = screen.getByLabelText(label);
  await user.clear(box);
  if (text) await user.type(box, text);
}

/** Pressing `button`, the form says each message and sends nothing: `save` is its jest.fn(). */
export async function expectRefusal(user: UserEvent, button: string, save: unknown, messages: string[]) {
  await user.click(screen.getByRole('button', { name: button }));
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
  expect(save).not.toHaveBeenCalled();
}
