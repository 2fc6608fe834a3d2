import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PanelPage } from '@/components/layouts/panel-page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useConfirmEmail } from '@/features/auth/api/email-sign-in';
import { SignIn } from '@/features/auth/components/sign-in';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';
import { linkFailureKey } from '@/features/auth/utils/link-failure';
import { useAuthStore } from '@/stores/auth-store';

import styles from './sign-in.module.css';

/** Where the mail confirming a sign-in address opens. Only the learner who asked confirms it, signed in: a visitor
 * signs in here first and comes back to this same link. */
export default function EmailConfirmRoute() {
  const { t } = useTranslation('signIn');
  const confirm = useConfirmEmail();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const token = useLinkToken(confirm.mutate, signedIn);

  let body;
  if (!token) {
    body = (
      <p role="alert" className={styles.text}>
        {t('email.linkGone')}
      </p>
    );
  } else if (!signedIn) {
    body = (
      <>
        <p className={styles.text}>{t('email.signInToConfirm')}</p>
        <SignIn next={`/email/confirm#token=${encodeURIComponent(token)}`} onSignInPage />
      </>
    );
  } else if (confirm.isSuccess) {
    body = (
      <p role="status" className={styles.text}>
        {t('email.confirmed', { email: confirm.data.email })}
      </p>
    );
  } else if (confirm.isError) {
    body = (
      <p role="alert" className={styles.text}>
        {t(linkFailureKey(confirm.error))}
      </p>
    );
  } else {
    body = <Spinner />;
  }
  return (
    <PanelPage narrow>
      <h1 className={styles.title}>{t('email.confirmTitle')}</h1>
      {body}
      {signedIn && (
        <Link to="/profile" className={styles.home}>
          {t('email.toProfile')}
        </Link>
      )}
    </PanelPage>
  );
}
