// Entry of the install button for the brand app: loaded after hydration, so it costs no page's first JavaScript.
import { useLocation } from 'react-router';
import { InstallPrompt } from './lib/InstallPrompt';

export default function InstallPromptService({ enabled, brandName }: { enabled: boolean; brandName: string }) {
  const { pathname } = useLocation();
  return <InstallPrompt enabled={enabled} brandName={brandName} pathname={pathname} />;
}
