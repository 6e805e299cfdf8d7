import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { baseTheme } from '../theme/baseTheme';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button that a click and the keyboard both activate', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not fire while loading, says it is busy and keeps its name', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading loadingLabel="Please wait" onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Deposit/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("on the navigation bar takes the bar's text colour, whatever the page's text colour is", () => {
    renderWithTheme(<Button variant="nav">My account</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'My account' })).color).toBe(
      hexToRgb(baseTheme.color.navText),
    );
  });

  it('cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Withdraw
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when asked to', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
