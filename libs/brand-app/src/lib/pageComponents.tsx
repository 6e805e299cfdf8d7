import type { PageKey } from '@casino/site';
import { HomePage } from '@casino/lobby-feature';
import { lazy, Suspense, type ComponentType } from 'react';

// Each page's code loads with the page: the lobby's visitors never download the profile forms.
const EditProfile = lazy(() => import('@casino/auth-feature/routes/edit-profile'));

function EditProfilePage() {
  return (
    <Suspense fallback={null}>
      <EditProfile />
    </Suspense>
  );
}

/**
 * The pages that exist so far, by page key; every other page of the site map shows the translated placeholder.
 * `account` is the edit-profile page of the panel layout (spec section 2: /profile/edit-profile becomes /account).
 */
export const pageComponents: Partial<Record<PageKey, ComponentType>> = {
  home: HomePage,
  editProfile: EditProfilePage,
  account: EditProfilePage,
};
