import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PanelPage } from '@/components/layouts/panel-page';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useEmailLinkSignIn } from '@/features/auth/api/email-sign-in';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';
import { linkFailureKey } from '@/features/auth/utils/link-failure';

import styles from './sign-in.module.css';

/** Where a mailed sign-in link opens: its secret signs the learner in, once, within 15 minutes. */
export default function SignInEmailRoute() {
  const { t } = useTranslation('signIn');
  const signIn = useEmailLinkSignIn('/levels');
  const token = useLinkToken(signIn.mutate);

  return (
    <PanelPage narrow>
      <h1 className={styles.title}>{t('email.linkTitle')}</h1>
      {!token || signIn.isError ? (
        <>
          <p role="alert" className={styles.text}>
            {t(token ? linkFailureKey(signIn.error) : 'email.linkGone')}
          </p>
          <Link to="/sign-in" className={styles.home}>
            {t('email.askAgain')}
          </Link>
        </>
      ) : (
        <Spinner />
      )}
    </PanelPage>
  );
}
