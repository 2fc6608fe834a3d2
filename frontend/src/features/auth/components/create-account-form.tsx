import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';

import { useCreateAccountWithPasskey } from '../api/passkeys';
import styles from './sign-in.module.css';

/** A new account kept by a passkey: only a first name is asked, and the device makes the key. */
export function CreateAccountForm({ next }: { next?: string }) {
  const { t } = useTranslation('signIn');
  const nameId = useId();
  const [firstName, setFirstName] = useState('');
  const createAccount = useCreateAccountWithPasskey(next);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (firstName.trim()) createAccount.mutate(firstName.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={nameId} className={styles.label}>
        {t('passkey.firstName')}
      </label>
      <div className={styles.row}>
        <input
          id={nameId}
          className={styles.input}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          autoComplete="given-name"
          maxLength={50}
          required
        />
        <Button type="submit" disabled={createAccount.isPending || !firstName.trim()}>
          {t('passkey.createAccount')}
        </Button>
      </div>
    </form>
  );
}
