import { GoogleOAuthProvider } from '@react-oauth/google';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button/button';
import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { usePublicConfig } from '@/lib/public-config';

import { useLoginDemo } from '../api/login-demo';
import { useLoginWithGoogle } from '../api/login-google';
import { usePasskeySignIn } from '../api/passkeys';
import { passkeyObstacle } from '../utils/passkey-support';
import { GoogleSignInButton } from './google-sign-in-button';
import styles from './sign-in.module.css';

type SignInProps = {
  /** Where the learner goes once signed in; their profile when not given (docs/product.md §2). */
  next?: string;
  /** The sign-in page, which offers creating an account and the email link itself; elsewhere a link leads there. */
  onSignInPage?: boolean;
};

/** The sign-in methods this deployment has (GET /config/): Google when configured, passkeys always (where the page can
 * use them), the email link when the site sends mail, the demo when allowed. */
export function SignIn({ next, onSignInPage = false }: SignInProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const googleLogin = useLoginWithGoogle(next);
  const passkeyLogin = usePasskeySignIn(next);
  const demoLogin = useLoginDemo(next);

  // docs/product.md §4: while signing in, a full-screen spinner replaces the buttons.
  if (googleLogin.isPending || demoLogin.isPending) return <FullScreenSpinner />;
  if (config.isPending) return null;

  const googleClientId = config.data?.google_client_id;
  const passkeys = passkeyObstacle() === null;

  return (
    <div className={styles.signIn}>
      {googleClientId && (
        <GoogleOAuthProvider clientId={googleClientId}>
          <GoogleSignInButton onAccessToken={(accessToken) => googleLogin.mutate(accessToken)} />
        </GoogleOAuthProvider>
      )}
      {passkeys && (
        <Button variant="secondary" disabled={passkeyLogin.isPending} onClick={() => passkeyLogin.mutate()}>
          {t('auth.signInWithPasskey')}
        </Button>
      )}
      {!onSignInPage && (
        <Link to="/sign-in" className={styles.more}>
          {config.data?.email_sign_in ? t('auth.moreWaysWithEmail') : t('auth.createAccountLink')}
        </Link>
      )}
      {config.data?.demo_login && <Button onClick={() => demoLogin.mutate()}>{t('auth.tryDemo')}</Button>}
    </div>
  );
}
