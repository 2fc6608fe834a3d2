import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';

import styles from './name-field.module.css';

type NameFieldProps = {
  label: string;
  value: string;
  /** Resolves once saved; rejects if the server refused (the caller has already told the user why). */
  onSave: (value: string) => Promise<unknown>;
};

/** One profile name with inline edit, save and cancel. */
export function NameField({ label, value, onSave }: NameFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  // null while viewing; the text being edited otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (draft === null) {
    return (
      <div className={styles.field}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{value}</span>
        <Button variant="ghost" aria-label={t('profile.edit', { field: label })} onClick={() => setDraft(value)}>
          <Icon name="pencil" size={18} />
        </Button>
      </div>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(draft.trim());
      setDraft(null);
    } catch {
      // Stay in edit mode so the user can correct the value; the failure toast has explained it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.field} onSubmit={save}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={draft}
        autoFocus
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner size="sm" /> : <Icon name="check" size={18} />}
          {t('profile.save')}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={() => setDraft(null)}>
          <Icon name="close" size={18} />
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
