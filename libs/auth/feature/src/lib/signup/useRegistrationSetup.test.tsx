import { defaultSettings, endpoints } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { referenceHandlers } from '../data/referenceHandlers';
import { registrationFieldsFixture } from '../data/fixtures';
import { renderAuth } from '../testing';
import { useRegistrationSetup } from './useRegistrationSetup';

const server = mockServer(...referenceHandlers);

/** The setup's state as data attributes, with its retry where it offers one. */
function Probe() {
  const setup = useRegistrationSetup(defaultSettings);
  return (
    <div
      data-testid="setup"
      data-status={setup.status}
      data-country={setup.status === 'ready' ? setup.defaults.countryCode : undefined}
      data-currency={setup.status === 'ready' ? setup.defaults.currencyCode : undefined}
    >
      {setup.status === 'failed' && (
        <button type="button" onClick={setup.retry}>
          retry
        </button>
      )}
    </div>
  );
}

describe('useRegistrationSetup', () => {
  it('waits for the reference data, fails when a list cannot load, and loads again on retry, starting from the visitor’s country and EUR', async () => {
    let refuse = true;
    server.use(
      mockEndpoint(endpoints.getRegistrationFields, () =>
        refuse ? contractError(400, 'VALIDATION_ERROR', 'No fields') : registrationFieldsFixture,
      ),
    );
    renderAuth(<Probe />);
    expect(screen.getByTestId('setup')).toHaveAttribute('data-status', 'loading');
    await waitFor(() => expect(screen.getByTestId('setup')).toHaveAttribute('data-status', 'failed'));
    refuse = false;
    fireEvent.click(screen.getByText('retry'));
    await waitFor(() => expect(screen.getByTestId('setup')).toHaveAttribute('data-status', 'ready'));
    expect(screen.getByTestId('setup')).toHaveAttribute('data-country', 'MT');
    expect(screen.getByTestId('setup')).toHaveAttribute('data-currency', 'EUR');
  });
});
