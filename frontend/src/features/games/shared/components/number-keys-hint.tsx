import { useTranslation } from 'react-i18next';

import { useKeyboard } from '@/hooks/use-keyboard';

import styles from './number-keys-hint.module.css';

/** "Keys 1–n choose too", where there is a keyboard to press them on (NumberedOptions takes the keys). */
export function NumberKeysHint({ count }: { count: number }) {
  const { t } = useTranslation('games');
  const keyboard = useKeyboard();

  if (!keyboard) return null;
  return <p className={styles.hint}>{t('numberKeys', { count })}</p>;
}
