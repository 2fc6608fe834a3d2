import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useUpdatePrivacy } from '../api/update-privacy';
import styles from './privacy-switch.module.css';

/** The profile's private switch: what others see of the learner is said beside it. */
export function PrivacySwitch({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useTranslation();
  const update = useUpdatePrivacy();
  const explanationId = useId();
  // Shown switched as asked while the call runs; a refused call puts it back (the saved value is the query's).
  const checked = update.isPending ? update.variables.is_private : isPrivate;

  return (
    <div className={styles.privacy}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          // Not `disabled` while saving: that would drop a keyboard user's focus.
          aria-disabled={update.isPending}
          aria-describedby={explanationId}
          onChange={(event) => {
            if (!update.isPending) update.mutate({ is_private: event.target.checked });
          }}
        />
        {t('profile.privacy.label')}
      </label>
      <p id={explanationId} className={styles.explanation}>
        {t(checked ? 'profile.privacy.private' : 'profile.privacy.public')}
      </p>
    </div>
  );
}
