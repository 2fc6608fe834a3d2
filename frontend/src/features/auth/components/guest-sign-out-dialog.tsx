import { GoogleOAuthProvider } from '@react-oauth/google';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePublicConfig } from '@/lib/public-config';

import { useLinkGoogle } from '../api/link-google';
import { GoogleSignInButton } from './google-sign-in-button';
import styles from './logout-button.module.css';

type GuestSignOutDialogProps = {
  onSignOut: () => void;
  /** Signing out: the question stays, its buttons off, until the learner is on the landing page. */
  signingOut: boolean;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
};

/** Asked before a guest signs out: nothing signs into a demo account again, so its progress would be lost. Where
 * Google sign-in is on, the guest can keep the account instead. */
export function GuestSignOutDialog({ onSignOut, signingOut, onClose, returnFocus }: GuestSignOutDialogProps) {
  const { t } = useTranslation('social');
  const googleClientId = usePublicConfig().data?.google_client_id;
  const linkGoogle = useLinkGoogle({ onLinked: onClose });
  const busy = signingOut || linkGoogle.isPending;

  return (
    <Dialog
      title={t('account.guest.title')}
      onClose={() => !busy && onClose()}
      returnFocus={returnFocus}
      actions={
        <>
          <Button variant="secondary" data-autofocus disabled={busy} onClick={onClose}>
            {t('account.guest.stay')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onSignOut}>
            {signingOut && <Spinner size="sm" />}
            {t('account.guest.signOut')}
          </Button>
        </>
      }
    >
      <p>{t('account.guest.explanation')}</p>
      {googleClientId && (
        <div className={styles.keep}>
          <p>{t('account.guest.keep')}</p>
          <GoogleOAuthProvider clientId={googleClientId}>
            <GoogleSignInButton onAccessToken={(accessToken) => linkGoogle.mutate(accessToken)} />
          </GoogleOAuthProvider>
        </div>
      )}
    </Dialog>
  );
}
