import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { DesignProvider } from '../src/theme';

/**
 * A component test's render: inside the design's theme, as the shell wraps every screen, with a
 * user who clicks and types as a person does.
 */
export function renderWithDesign(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: DesignProvider }) };
}
