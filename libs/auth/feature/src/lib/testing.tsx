import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

// Account tests render as every feature does (the page layer's shared helper).
export { renderPage as renderAuth } from '@casino/page-ui/testing';

/** A user-event session, as the account tests start one. */
export type User = ReturnType<typeof userEvent.setup>;

/**
 * Pastes `text` into `field`: these tests are about what is checked and sent, and each typed character re-renders the
 * whole form (tests about typing itself type).
 */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * The button showing `name`, checked for its role and accessible name: a role query would compute the styles of every
 * button of the form.
 */
export function button(name: string, scope: Pick<typeof screen, 'getByText'> = screen): HTMLElement {
  const found = scope.getByText(name);
  expect(found).toHaveRole('button');
  expect(found).toHaveAccessibleName(name);
  return found;
}
