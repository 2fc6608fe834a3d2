import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';

import { useSendSignInLink } from '../api/email-sign-in';
import styles from './sign-in.module.css';

/** A sign-in link sent to a confirmed address: the way back in without a passkey on this device. The answer never
 * says whether the address is known. */
export function EmailLinkForm() {
  const { t } = useTranslation('signIn');
  const emailId = useId();
  const [email, setEmail] = useState('');
  const sendLink = useSendSignInLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendLink.mutate(email.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={emailId} className={styles.label}>
        {t('email.label')}
      </label>
      <div className={styles.row}>
        <input
          id={emailId}
          className={styles.input}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          maxLength={254}
          required
        />
        <Button type="submit" variant="secondary" disabled={sendLink.isPending}>
          {sendLink.isPending && <Spinner size="sm" />}
          {t('email.send')}
        </Button>
      </div>
      {sendLink.isSuccess && (
        <p role="status" className={styles.note}>
          {t('email.sent')}
        </p>
      )}
    </form>
  );
}
