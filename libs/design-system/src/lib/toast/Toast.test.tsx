import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi, type ToastOptions } from './Toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function renderToasts() {
  renderWithTheme(
    <ToastProvider dismissLabel="Dismiss">
      <Capture />
      <button type="button">Page button</button>
    </ToastProvider>,
  );
}

function show(options: ToastOptions) {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has its live regions in place before any toast, so the first one is announced', () => {
    renderToasts();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('announces info and success politely, warnings and errors assertively', () => {
    renderToasts();
    show({ tone: 'success', title: 'Deposit received', message: '50 € is in your balance.' });
    show({ title: 'New tournament' });
    show({ tone: 'danger', title: 'Payment failed', message: 'Your card was declined.' });
    show({ tone: 'warning', title: 'Session ends in 2 minutes' });
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveTextContent('Deposit received');
    expect(polite).toHaveTextContent('50 € is in your balance.');
    expect(polite).toHaveTextContent('New tournament');
    expect(assertive).toHaveTextContent('Payment failed');
    expect(assertive).toHaveTextContent('Session ends in 2 minutes');
    expect(polite).not.toHaveTextContent('Payment failed');
  });

  it('goes away by itself after 6 seconds', () => {
    vi.useFakeTimers();
    renderToasts();
    show({ tone: 'success', title: 'Bonus claimed' });
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(screen.getByText('Bonus claimed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Bonus claimed')).toBeNull();
  });

  it('honours its own duration, and null keeps it until dismissed', () => {
    vi.useFakeTimers();
    renderToasts();
    show({ title: 'Quick', durationMs: 1000 });
    show({ tone: 'danger', title: 'Sticky', durationMs: null });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('waits while the pointer is over it and only counts the time left afterwards', () => {
    vi.useFakeTimers();
    renderToasts();
    show({ title: 'Level up' });
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(screen.getByText('Level up'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Level up')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Level up'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Level up')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Level up')).toBeNull();
  });

  it('waits while focus is in it, e.g. a keyboard player reaching its dismiss button', () => {
    vi.useFakeTimers();
    renderToasts();
    show({ title: 'Free spins credited' });
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Free spins credited')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Page button' }).focus());
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS));
    expect(screen.queryByText('Free spins credited')).toBeNull();
  });

  it('is dismissed by its labelled button and by dismiss(id)', async () => {
    renderToasts();
    show({ title: 'First' });
    const second = show({ tone: 'danger', title: 'Second' });
    const first = screen.getByText('First').closest('[data-tone]') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('First')).toBeNull();
    act(() => api.dismiss(second));
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('replaces a toast shown again with the same id instead of stacking it', () => {
    renderToasts();
    show({ id: 'connection', tone: 'warning', title: 'Reconnecting…' });
    show({ id: 'connection', tone: 'warning', title: 'Still reconnecting…' });
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });

  it('explains itself when used without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
