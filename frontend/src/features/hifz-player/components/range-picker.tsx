import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './hifz-player.module.css';

type RangePickerProps = {
  versesCount: number;
  fromVerse: number;
  toVerse: number;
  onChange: (fromVerse: number, toVerse: number) => void;
};

/** From verse … to verse, within one chapter; moving one end past the other moves both. */
export function RangePicker({ versesCount, fromVerse, toVerse, onChange }: RangePickerProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const verses = Array.from({ length: versesCount }, (_, index) => index + 1);
  const options = verses.map((verse) => (
    <option key={verse} value={verse}>
      {verse}
    </option>
  ));

  return (
    <fieldset className={styles.range}>
      <legend>{t('range.legend')}</legend>
      <label htmlFor={`${id}-from`}>{t('range.from')}</label>
      <select
        id={`${id}-from`}
        value={fromVerse}
        onChange={(event) => {
          const from = Number(event.target.value);
          onChange(from, Math.max(from, toVerse));
        }}
      >
        {options}
      </select>
      <label htmlFor={`${id}-to`}>{t('range.to')}</label>
      <select
        id={`${id}-to`}
        value={toVerse}
        onChange={(event) => {
          const to = Number(event.target.value);
          onChange(Math.min(fromVerse, to), to);
        }}
      >
        {options}
      </select>
    </fieldset>
  );
}
