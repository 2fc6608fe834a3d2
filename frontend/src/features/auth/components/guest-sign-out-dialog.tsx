import { GoogleOAuthProvider } from '@react-oauth/google';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePublicConfig } from '@/lib/public-config';

import { useLinkGoogle } from '../api/link-google';
import { useAddPasskey } from '../api/passkeys';
import { passkeyObstacle } from '../utils/passkey-support';
import { GoogleSignInButton } from './google-sign-in-button';
import styles from './logout-button.module.css';

type GuestSignOutDialogProps = {
  onSignOut: () => void;
  /** Signing out: the question stays, its buttons off, until the learner is on the landing page. */
  signingOut: boolean;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
};

/** Asked before a guest signs out: nothing signs into a demo account again, so its progress would be lost. The guest
 * can keep the account instead, with a passkey (where the page can use one) or Google (where configured). */
export function GuestSignOutDialog({ onSignOut, signingOut, onClose, returnFocus }: GuestSignOutDialogProps) {
  const { t } = useTranslation('social');
  const config = usePublicConfig().data;
  const googleClientId = config?.google_client_id;
  const emailSignIn = config?.email_sign_in;
  const linkGoogle = useLinkGoogle({ onLinked: onClose });
  // A passkey keeps the account too; the learner then signs out as any learner does, losing nothing.
  const addPasskey = useAddPasskey({ onAdded: onClose });
  const busy = signingOut || linkGoogle.isPending || addPasskey.isPending;
  const passkeys = passkeyObstacle() === null;

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
      {(passkeys || googleClientId) && (
        <div className={styles.keep}>
          <p>
            {t(
              passkeys && googleClientId
                ? 'account.guest.keepWithEither'
                : passkeys
                  ? 'account.guest.keepWithPasskey'
                  : 'account.guest.keep',
            )}
          </p>
          {passkeys && (
            <Button disabled={busy} onClick={() => addPasskey.mutate()}>
              {addPasskey.isPending && <Spinner size="sm" />}
              {t('account.guest.addPasskey')}
            </Button>
          )}
          {googleClientId && (
            <GoogleOAuthProvider clientId={googleClientId}>
              <GoogleSignInButton onAccessToken={(accessToken) => linkGoogle.mutate(accessToken)} />
            </GoogleOAuthProvider>
          )}
        </div>
      )}
      {emailSignIn && (
        <p>
          {t('account.guest.keepWithEmail')}{' '}
          <Link to="/profile" onClick={onClose}>
            {t('account.guest.toProfile')}
          </Link>
        </p>
      )}
    </Dialog>
  );
}
