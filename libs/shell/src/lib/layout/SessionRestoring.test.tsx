import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { SessionRestoring } from './SessionRestoring';

describe('SessionRestoring', () => {
  it("tells assistive technology the account is loading, in the player's language", () => {
    renderShell(<SessionRestoring />, { lng: 'ar' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('جارٍ تحميل حسابك…');
  });
});
