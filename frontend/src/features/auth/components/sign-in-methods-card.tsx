import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePublicConfig } from '@/lib/public-config';
import type { Passkey } from '@/types/api';

import { useRemoveSignInEmail, useSendEmailConfirmation, useSignInEmail } from '../api/email-sign-in';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { passkeyObstacle } from '../utils/passkey-support';
import { PasskeyObstacleNote } from './passkey-obstacle-note';
import fieldStyles from './sign-in.module.css';
import styles from './sign-in-methods-card.module.css';

/** The profile's "Ways to sign in": the learner's passkeys (added, named, removed), and where the site sends mail the
 * address sign-in links go to. The server refuses to remove the last way in, and says so. */
export function SignInMethodsCard() {
  const { t } = useTranslation('social');
  const passkeys = usePasskeys();
  const addPasskey = useAddPasskey();
  const emailSignIn = usePublicConfig().data?.email_sign_in;

  return (
    <Card title={t('account.signInMethods')}>
      <h3 className={styles.heading}>{t('account.passkeys.title')}</h3>
      {passkeys.isPending ? (
        <Spinner />
      ) : passkeys.data?.length ? (
        <ul className={styles.list}>
          {passkeys.data.map((passkey, index) => (
            <PasskeyRow key={passkey.id} passkey={passkey} number={index + 1} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('account.passkeys.none')}</p>
      )}
      <PasskeyObstacleNote />
      {passkeyObstacle() === null && (
        <Button variant="secondary" disabled={addPasskey.isPending} onClick={() => addPasskey.mutate()}>
          {addPasskey.isPending ? <Spinner size="sm" /> : <Icon name="plus" size={18} />}
          {t('account.passkeys.add')}
        </Button>
      )}
      {emailSignIn && <SignInEmailSection />}
    </Card>
  );
}

function PasskeyRow({ passkey, number }: { passkey: Passkey; number: number }) {
  const { t, i18n } = useTranslation('social');
  const inputId = useId();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [draft, setDraft] = useState<string | null>(null);
  const name = passkey.name || t('account.passkeys.unnamed', { number });
  const date = (value: string) => new Date(value).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    rename.mutate({ id: passkey.id, name: draft.trim() }, { onSuccess: () => setDraft(null) });
  };

  return (
    <li className={styles.row}>
      {draft === null ? (
        <>
          <div className={styles.what}>
            <span className={styles.name}>{name}</span>
            <span className={styles.muted}>
              {passkey.last_used_at
                ? t('account.passkeys.lastUsed', { date: date(passkey.last_used_at) })
                : t('account.passkeys.created', { date: date(passkey.created_at) })}
            </span>
          </div>
          <Button
            variant="ghost"
            aria-label={t('account.passkeys.rename', { name })}
            onClick={() => setDraft(passkey.name)}
          >
            <Icon name="pencil" size={18} />
          </Button>
          <Button
            variant="ghost"
            aria-label={t('account.passkeys.remove', { name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(passkey.id)}
          >
            <Icon name="trash" size={18} />
          </Button>
        </>
      ) : (
        <form className={styles.edit} onSubmit={save}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('account.passkeys.nameLabel')}
          </label>
          <input
            id={inputId}
            className={fieldStyles.input}
            value={draft}
            maxLength={60}
            placeholder={name}
            onChange={(event) => setDraft(event.target.value)}
            autoFocus
          />
          <Button type="submit" disabled={rename.isPending}>
            {t('account.passkeys.save')}
          </Button>
          <Button variant="ghost" onClick={() => setDraft(null)}>
            {t('account.passkeys.cancel')}
          </Button>
        </form>
      )}
    </li>
  );
}

function SignInEmailSection() {
  const { t } = useTranslation('social');
  const inputId = useId();
  const current = useSignInEmail();
  const send = useSendEmailConfirmation();
  const remove = useRemoveSignInEmail();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email.trim());
  };

  return (
    <section className={styles.email}>
      <h3 className={styles.heading}>{t('account.email.title')}</h3>
      {current.data ? (
        <div className={styles.row}>
          <span className={styles.name}>{current.data}</span>
          <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('account.email.remove')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('account.email.explanation')}</p>
      )}
      <form className={styles.edit} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('account.email.label')}
        </label>
        <input
          id={inputId}
          className={fieldStyles.input}
          type="email"
          value={email}
          maxLength={254}
          autoComplete="email"
          placeholder={t('account.email.placeholder')}
          required
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={send.isPending}>
          {current.data ? t('account.email.change') : t('account.email.add')}
        </Button>
      </form>
      {send.isSuccess && (
        <p role="status" className={styles.muted}>
          {t('account.email.confirmSent')}
        </p>
      )}
    </section>
  );
}
