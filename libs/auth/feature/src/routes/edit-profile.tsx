import type { AppSettings } from '@casino/api-contract';
import { useRouteLoaderData } from 'react-router';
import { EditProfilePage } from '../lib/profile/EditProfilePage';

/** React Router's id of the root route, whose loader carries the brand's settings. */
const ROOT = 'root';

/** Route module of the edit-profile page: `export { default } from '@casino/auth-feature/routes/edit-profile'`. */
export default function EditProfileRoute() {
  const settings = useRouteLoaderData<{ settings: AppSettings }>(ROOT)?.settings;
  return settings ? <EditProfilePage settings={settings} /> : null;
}
