import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';

import { Logo } from '@/components/layouts/logo';
import { PanelPage } from '@/components/layouts/panel-page';
import { CreateAccountForm } from '@/features/auth/components/create-account-form';
import { EmailLinkForm } from '@/features/auth/components/email-link-form';
import { PasskeyObstacleNote } from '@/features/auth/components/passkey-obstacle-note';
import { SignIn } from '@/features/auth/components/sign-in';
import { passkeyObstacle } from '@/features/auth/utils/passkey-support';
import { safeNextPath, SIGNED_IN_STATE } from '@/features/auth/utils/sign-in-path';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { usePublicConfig } from '@/lib/public-config';
import { useAuthStore } from '@/stores/auth-store';

import styles from './sign-in.module.css';

/** The sign-in choice a visitor meets on the way to a page for learners (Get started, a shared link): once signed
 * in, they go on to that page, or to the level map when none is named (Get started's target, not the profile,
 * which stays the landing's own sign-in's). */
export default function SignInRoute() {
  const { t } = useTranslation();
  const { t: tSignIn } = useTranslation('signIn');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next')) ?? '/levels';
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const config = usePublicConfig().data;

  // Signed in already (another tab, or Back after signing in): nothing to choose. Also the way on once a sign-in here
  // succeeds: this page renders signed in before the sign-in's own navigation, so it marks the page as one reached by
  // signing in, as that navigation does.
  if (isAuthenticated) return <Navigate to={next} replace state={SIGNED_IN_STATE} />;

  const header = (
    <header className={styles.header}>
      <Logo />
      <LanguageSwitcher />
    </header>
  );

  return (
    <PanelPage header={header} narrow>
      <h1 className={styles.title}>{t('signInPage.title')}</h1>
      <p className={styles.text}>{t('signInPage.text')}</p>
      <SignIn next={next} onSignInPage />
      <PasskeyObstacleNote />
      {passkeyObstacle() === null && (
        <section className={styles.section} aria-labelledby="create-account">
          <h2 id="create-account" className={styles.subtitle}>
            {tSignIn('newHere')}
          </h2>
          <CreateAccountForm next={next} />
        </section>
      )}
      {config?.email_sign_in && (
        <section className={styles.section} aria-labelledby="email-link">
          <h2 id="email-link" className={styles.subtitle}>
            {tSignIn('byEmail')}
          </h2>
          <EmailLinkForm />
        </section>
      )}
      {config?.demo_login && <p className={styles.guestNote}>{t('signInPage.demoNote')}</p>}
      <Link to="/" className={styles.home}>
        {t('errors.backHome')}
      </Link>
    </PanelPage>
  );
}
