import { Dialog } from '@casino/design-system';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../testing';
import { lazyModal, ModalHost, type ModalProps, type ModalRegistry } from './ModalHost';

function Hello({ open, onClose, params }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Hello" closeLabel="Close">
      <p>method: {params.get('met') ?? 'none'}</p>
    </Dialog>
  );
}

const registry: ModalRegistry = { hello: Hello };

describe('ModalHost', () => {
  it('opens the modal the URL names and passes the query on', async () => {
    renderShell(<ModalHost registry={registry} />, { route: '/casino?modal=hello&met=visa' });
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.getByText('method: visa')).toBeInTheDocument();
  });

  it('ignores names it does not know', () => {
    renderShell(<ModalHost registry={registry} />, { route: '/?modal=toString' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape removes the parameter (and met) and the modal goes after its animation', async () => {
    const { router } = renderShell(<ModalHost registry={registry} />, { route: '/casino?modal=hello&met=visa&tab=2' });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(router.state.location.pathname).toBe('/casino');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the parameter is removed by navigation', async () => {
    const { router } = renderShell(<ModalHost registry={registry} />, { route: '/?modal=hello' });
    await screen.findByRole('dialog');
    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens when the parameter appears later', async () => {
    const { router } = renderShell(<ModalHost registry={registry} />, { route: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/?modal=hello'));
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });

  it('loads a lazy modal when it first opens', async () => {
    let loads = 0;
    const lazyRegistry: ModalRegistry = {
      later: lazyModal(async () => {
        loads += 1;
        return Hello;
      }),
    };
    const { router } = renderShell(<ModalHost registry={lazyRegistry} />, { route: '/' });
    expect(loads).toBe(0);
    await act(() => router.navigate('/?modal=later'));
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
