import { ToastProvider } from '@casino/design-system';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useNavigate } from 'react-router';
import { AuthDialog } from '../forms/AuthDialog';
import type { AuthModalProps } from '../login/LoginModal';
import { ProfileForm } from '../profile/ProfileForm';
import { SignUpForm } from '../signup/SignUpForm';

/** Designed here: the linked account's id arrives with the modal, `?modal=linked-signup&uuid=...`. */
export const LINKED_ACCOUNT_PARAM = 'uuid';

/**
 * `?modal=linked-signup` (spec sections 2 and 4): titled with the profile text, a join button. A signed-in player
 * completes the profile ('Update Form') and the modal closes on the same page; a guest registers with the link flag
 * and is signed in. Closing it goes to the edit-profile page.
 */
export function LinkedSignupModal({ open, onClose, params, settings }: AuthModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const pagePath = usePagePath();
  const editProfile = pagePath('editProfile');
  const linkedAccountUuid = params.get(LINKED_ACCOUNT_PARAM) ?? undefined;
  return (
    <AuthDialog
      open={open}
      onClose={() => void navigate(editProfile, { replace: true })}
      title={t('auth.linked.title')}
      description={t('auth.linked.text')}
      size="md"
    >
      {signedIn ? (
        <ToastProvider dismissLabel={t('common.dismiss')}>
          <ProfileForm
            settings={settings}
            updateFrom="Update Form"
            submitLabel={t('auth.linked.join')}
            onSaved={onClose}
          />
        </ToastProvider>
      ) : (
        <SignUpForm
          mode="email"
          settings={settings}
          submitLabel={t('auth.linked.join')}
          {...(linkedAccountUuid ? { linkedAccountUuid } : {})}
          onDone={() => onClose()}
        />
      )}
    </AuthDialog>
  );
}
