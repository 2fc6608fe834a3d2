import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import { useLearnCardSettings } from '../../stores/learn-card-settings-store';
import styles from './learn-card.module.css';

type SettingsButtonProps = {
  open: boolean;
  onToggle: () => void;
  /** The id of the settings panel. */
  controls: string;
  ref: Ref<HTMLButtonElement>;
};

/** The card's settings icon: opens and closes LearnCardSettingsPanel. */
export function LearnCardSettingsButton({ open, onToggle, controls, ref }: SettingsButtonProps) {
  const { t } = useTranslation('study');

  return (
    <button
      ref={ref}
      type="button"
      className={styles.iconButton}
      aria-label={t('learnCard.settings')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Icon name="settings" />
    </button>
  );
}

/** What the text side shows. A row of the card under its toolbar, pushing the verse down rather than covering it,
 * so each change shows at once. */
export function LearnCardSettingsPanel({ id }: { id: string }) {
  const { t } = useTranslation('study');
  const settings = useLearnCardSettings();

  return (
    <div id={id} role="group" aria-label={t('learnCard.settings')} className={styles.settingsPanel}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={settings.showTransliteration}
          onChange={(event) => settings.setShowTransliteration(event.target.checked)}
        />
        {t('learnCard.showTransliteration')}
      </label>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={settings.showTranslation}
          onChange={(event) => settings.setShowTranslation(event.target.checked)}
        />
        {t('learnCard.showTranslation')}
      </label>
    </div>
  );
}
