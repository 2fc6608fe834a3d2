import { GoogleOAuthProvider } from '@react-oauth/google';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { usePublicConfig } from '@/lib/public-config';

import { useLoginDemo } from '../api/login-demo';
import { useLoginWithGoogle } from '../api/login-google';
import { GoogleSignInButton } from './google-sign-in-button';
import styles from './sign-in.module.css';

type SignInProps = {
  /** Where the learner goes once signed in; their profile when not given (docs/product.md §2). */
  next?: string;
};

/** The sign-in methods this deployment enables (GET /config/). */
export function SignIn({ next }: SignInProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const googleLogin = useLoginWithGoogle(next);
  const demoLogin = useLoginDemo(next);

  // docs/product.md §4: while signing in, a full-screen spinner replaces the buttons.
  if (googleLogin.isPending || demoLogin.isPending) return <FullScreenSpinner />;
  if (config.isPending) return null;

  const googleClientId = config.data?.google_client_id;
  const demoEnabled = config.data?.demo_login;
  if (!googleClientId && !demoEnabled) return <p className={styles.unavailable}>{t('auth.unavailable')}</p>;

  return (
    <div className={styles.signIn}>
      {googleClientId && (
        <GoogleOAuthProvider clientId={googleClientId}>
          <GoogleSignInButton onAccessToken={(accessToken) => googleLogin.mutate(accessToken)} />
        </GoogleOAuthProvider>
      )}
      {demoEnabled && <Button onClick={() => demoLogin.mutate()}>{t('auth.tryDemo')}</Button>}
    </div>
  );
}
