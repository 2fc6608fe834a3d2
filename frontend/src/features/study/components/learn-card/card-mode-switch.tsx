import { useTranslation } from 'react-i18next';

import styles from './card-mode-switch.module.css';

export type CardMode = 'full' | 'flash';

const cardModes: CardMode[] = ['full', 'flash'];

type CardModeSwitchProps = {
  mode: CardMode;
  onChange: (mode: CardMode) => void;
};

/** Full card (image and text side by side) or flash card (one side at a time, flipped by a click). */
export function CardModeSwitch({ mode, onChange }: CardModeSwitchProps) {
  const { t } = useTranslation('study');

  return (
    <div className={styles.switch} role="group" aria-label={t('learnCard.mode')}>
      {cardModes.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={option === mode}
          onClick={() => onChange(option)}
        >
          {t(`learnCard.modes.${option}`)}
        </button>
      ))}
    </div>
  );
}
