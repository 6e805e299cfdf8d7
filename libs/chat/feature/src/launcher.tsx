// Entry of the chat for the brand app: loaded after hydration (never part of a page's first download) on the browser's
// one query cache. The launcher is a button; the panel, its socket and its calls load on the first open.
import { QueryProvider } from '@casino/query';
import { ChatLauncher } from './lib/ChatLauncher';

export default function ChatLauncherEntry() {
  return (
    <QueryProvider>
      <ChatLauncher />
    </QueryProvider>
  );
}
