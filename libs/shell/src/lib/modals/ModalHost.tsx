import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { AppSettings } from '@casino/api-contract';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { ROOT_ROUTE_ID, type ShellData } from '../document/shellData';

/** Query parameter that names the open modal (spec section 2). */
export const MODAL_PARAM = 'modal';
/** Deposit modals also read the payment method from `met`. */
export const PAYMENT_METHOD_PARAM = 'met';

export interface ModalProps {
  /** False while the modal plays its close animation after the parameter went away. */
  open: boolean;
  /** Removes `?modal=` (and `met`) from the URL, which closes the modal. */
  onClose: () => void;
  /** The page's query parameters when the modal opened (`met` for deposit modals). */
  params: URLSearchParams;
  /** The brand's settings (the root loader's), for modals whose fields or tabs depend on them. */
  settings: AppSettings;
}

/** Modals by name; later capabilities add theirs (login, linked-signup, calendar, rakeback...). */
export type ModalRegistry = Readonly<Record<string, ComponentType<ModalProps>>>;

/**
 * Opens the registry's modal named by `?modal=` and closes it when the parameter goes (Escape, backdrop and the
 * close button remove it). Unknown names are ignored. The closing modal stays mounted for its animation.
 */
export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Modals live under the root route; without its data (the error page) there are none to open.
  const settings = useRouteLoaderData<ShellData>(ROOT_ROUTE_ID)?.settings;
  const requested = searchParams.get(MODAL_PARAM);
  const name = requested && Object.hasOwn(registry, requested) ? requested : null;
  const [shown, setShown] = useState<{ name: string; params: URLSearchParams } | null>(
    name ? { name, params: searchParams } : null,
  );

  useEffect(() => {
    if (name) setShown({ name, params: new URLSearchParams(searchParams) });
  }, [name, searchParams]);

  if (!shown || !settings) return null;
  const Modal = registry[shown.name];
  if (!Modal) return null;

  const onClose = () =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(MODAL_PARAM);
        next.delete(PAYMENT_METHOD_PARAM);
        return next;
      },
      // Closing replaces the entry: Back must not reopen what the player just closed.
      { replace: true, preventScrollReset: true },
    );

  return (
    <Suspense fallback={null}>
      <Modal key={shown.name} open={name === shown.name} onClose={onClose} params={shown.params} settings={settings} />
    </Suspense>
  );
}

/**
 * A registry entry whose code loads when the modal first opens: modals stay out of the page's initial bundle.
 */
export function lazyModal(load: () => Promise<ComponentType<ModalProps>>): ComponentType<ModalProps> {
  return lazy(async () => ({ default: await load() }));
}
