import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';
import { useClickOutside } from '@/hooks/use-click-outside';

import { useLearnCardSettings } from '../../stores/learn-card-settings-store';
import styles from './learn-card.module.css';

/** The settings icon and its popover: what the text side shows. */
export function LearnCardSettings() {
  const { t } = useTranslation('study');
  const popoverId = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(containerRef, close, open);
  const settings = useLearnCardSettings();

  return (
    <div
      ref={containerRef}
      className={styles.settings}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label={t('learnCard.settings')}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Icon name="settings" />
      </button>
      {open && (
        <div id={popoverId} role="group" aria-label={t('learnCard.settings')} className={styles.popover}>
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
      )}
    </div>
  );
}
