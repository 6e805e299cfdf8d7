import { endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRewards } from '../calendar/renderRewards';
import { PromotionsCalendarModal } from './PromotionsCalendarModal';

let failures = 0;
let calls = 0;
mockServer(
  mockEndpoint(endpoints.getAllBonus, () => {
    calls += 1;
    if (failures > 0) {
      failures -= 1;
      // A refusal the client does not retry on its own (a 5xx would be retried with backoff first).
      return contractError(422, 'INVALID_STATE', 'down');
    }
    return { bonus: { count: 0, rows: [] } };
  }),
);

describe('PromotionsCalendarModal', () => {
  it('says the calendar could not be loaded and shows the week after Try again, with one request per press', async () => {
    failures = 1;
    calls = 0;
    renderRewards(<PromotionsCalendarModal open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not load the promotions calendar.');
    const before = calls;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('list');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls).toBe(before + 1);
  });
});
