import { useTranslation } from 'react-i18next';

import { supportedLanguages } from '@/lib/i18n';

import { useLanguageStore } from '../stores/language-store';
import styles from './language-switcher.module.css';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <div className={styles.switcher} role="group" aria-label={t('account.languageLabel')}>
      {supportedLanguages.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
