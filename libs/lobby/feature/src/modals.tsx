// Loaded when a visitor first opens a lobby modal (`?modal=search`).
import { QueryProvider } from '@casino/query';
import type { LobbyModalName } from '@casino/site';
import type { ReactElement } from 'react';
import { SearchModal, type SearchModalProps } from './lib/search/SearchModal';

function SearchWithQueries(props: SearchModalProps): ReactElement {
  return (
    <QueryProvider>
      <SearchModal {...props} />
    </QueryProvider>
  );
}

/** The lobby's modals by `?modal=` name, for the app's modal registry. */
export const lobbyModals: Record<LobbyModalName, (props: SearchModalProps) => ReactElement> = {
  search: SearchWithQueries,
};
