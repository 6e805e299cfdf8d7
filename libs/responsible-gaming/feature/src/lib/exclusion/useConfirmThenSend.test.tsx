import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { I18nProvider } from '@casino/translate';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmThenSend } from './useConfirmThenSend';

const i18n = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

// What the page's tests do not reach: a refused send, going back, and a check's problem replacing an earlier one.
describe('useConfirmThenSend', () => {
  it('keeps the confirmation with the refusal in words when the send fails, and goes back to the choice on cancel', async () => {
    const mutation = { mutateAsync: vi.fn((_days: number) => Promise.reject(new Error('refused'))), isPending: false };
    const { result } = renderHook(() => useConfirmThenSend(mutation), { wrapper });
    act(() => result.current.review());
    expect(result.current.confirming).toBe(true);
    act(() => result.current.confirm(7));
    await waitFor(() => expect(result.current.problem).toBe('That did not work. Please try again.'));
    expect(mutation.mutateAsync).toHaveBeenCalledWith(7);
    expect(result.current.confirming).toBe(true);
    act(() => result.current.cancel());
    expect(result.current.confirming).toBe(false);
  });

  it('says what a check finds instead of confirming, and forgets it once the choice passes', () => {
    const mutation = { mutateAsync: vi.fn(() => Promise.resolve()), isPending: false };
    const { result } = renderHook(() => useConfirmThenSend(mutation), { wrapper });
    act(() => result.current.review(() => 'Choose a length.'));
    expect(result.current.problem).toBe('Choose a length.');
    expect(result.current.confirming).toBe(false);
    act(() => result.current.review(() => null));
    expect(result.current.problem).toBeNull();
    expect(result.current.confirming).toBe(true);
  });
});
