import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DIFFICULTY_MAX,
  PAUSE_MULTIPLES,
  PAUSE_SECONDS,
  RANGE_PAUSE_SECONDS_MAX,
  REPEATS_MAX,
  SPLIT_WORDS_MAX,
  SPLIT_WORDS_MIN,
  type HideMode,
  type PauseMode,
  type PlayerSettings,
  type SplitMode,
} from '../types';
import styles from './hifz-player.module.css';

type PlayerSettingsPanelProps = {
  settings: PlayerSettings;
  /** Until the learner's own settings are in, a change would be overwritten by them. */
  disabled: boolean;
  onChange: (change: Partial<PlayerSettings>) => void;
};

const ENDLESS = 'endless';
const repeatCounts = Array.from({ length: REPEATS_MAX }, (_, index) => index + 1);
const pauseModes: PauseMode[] = ['none', 'fixed', 'multiple'];
const splitModes: SplitMode[] = ['none', 'pause_marks', 'words'];
const hideModes: HideMode[] = ['none', 'first_letter', 'hidden'];
const splitWordCounts = Array.from(
  { length: SPLIT_WORDS_MAX - SPLIT_WORDS_MIN + 1 },
  (_, index) => index + SPLIT_WORDS_MIN,
);

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** Repeats, pauses, splitting and hiding: every setting, saved for the learner as it changes. */
export function PlayerSettingsPanel({ settings, disabled, onChange }: PlayerSettingsPanelProps) {
  const { t } = useTranslation('player');

  const repeatSelect = (
    id: string,
    value: number | null,
    disabled: boolean,
    change: (value: number | null) => void,
  ) => (
    <select
      id={id}
      value={value ?? ENDLESS}
      disabled={disabled}
      onChange={(event) => change(event.target.value === ENDLESS ? null : Number(event.target.value))}
    >
      {repeatCounts.map((count) => (
        <option key={count} value={count}>
          {t('settings.times', { n: count })}
        </option>
      ))}
      <option value={ENDLESS}>{t('settings.endless')}</option>
    </select>
  );

  return (
    <section className={styles.settings} aria-label={t('settings.title')}>
      <h2 className={styles.sectionTitle}>{t('settings.title')}</h2>

      <fieldset disabled={disabled}>
        <legend>{t('settings.repeats')}</legend>
        <Field label={t('settings.verseRepeats')}>
          {(id) =>
            repeatSelect(id, settings.verse_repeats, settings.stepped, (verse_repeats) => onChange({ verse_repeats }))
          }
        </Field>
        <Field label={t('settings.rangeRepeats')}>
          {(id) => repeatSelect(id, settings.range_repeats, false, (range_repeats) => onChange({ range_repeats }))}
        </Field>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={settings.stepped}
            onChange={(event) => onChange({ stepped: event.target.checked })}
          />
          {t('settings.stepped')}
        </label>
      </fieldset>

      <fieldset disabled={disabled}>
        <legend>{t('settings.pauses')}</legend>
        <Field label={t('settings.pauseMode')}>
          {(id) => (
            <select
              id={id}
              value={settings.pause_mode}
              onChange={(event) => onChange({ pause_mode: event.target.value as PauseMode })}
            >
              {pauseModes.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`settings.pauseModes.${mode}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {settings.pause_mode === 'fixed' && (
          <Field label={t('settings.pauseSeconds')}>
            {(id) => (
              <select
                id={id}
                value={settings.pause_seconds}
                onChange={(event) => onChange({ pause_seconds: Number(event.target.value) })}
              >
                {PAUSE_SECONDS.map((seconds) => (
                  <option key={seconds} value={seconds}>
                    {t('settings.seconds', { n: seconds })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {settings.pause_mode === 'multiple' && (
          <Field label={t('settings.pauseMultiple')}>
            {(id) => (
              <select
                id={id}
                value={settings.pause_multiple}
                onChange={(event) => onChange({ pause_multiple: Number(event.target.value) })}
              >
                {PAUSE_MULTIPLES.map((multiple) => (
                  <option key={multiple} value={multiple}>
                    {t('settings.times', { n: multiple })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('settings.rangePause')}>
          {(id) => (
            <input
              id={id}
              type="number"
              min={0}
              max={RANGE_PAUSE_SECONDS_MAX}
              value={settings.range_pause_seconds}
              onChange={(event) => {
                const seconds = Math.round(Number(event.target.value));
                if (event.target.value !== '' && seconds >= 0 && seconds <= RANGE_PAUSE_SECONDS_MAX) {
                  onChange({ range_pause_seconds: seconds });
                }
              }}
            />
          )}
        </Field>
      </fieldset>

      <fieldset disabled={disabled}>
        <legend>{t('settings.split')}</legend>
        <Field label={t('settings.splitMode')}>
          {(id) => (
            <select
              id={id}
              value={settings.split_mode}
              onChange={(event) => onChange({ split_mode: event.target.value as SplitMode })}
            >
              {splitModes.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`settings.splitModes.${mode}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {settings.split_mode === 'words' && (
          <Field label={t('settings.splitWords')}>
            {(id) => (
              <select
                id={id}
                value={settings.split_words}
                onChange={(event) => onChange({ split_words: Number(event.target.value) })}
              >
                {splitWordCounts.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>

      <fieldset disabled={disabled}>
        <legend>{t('settings.hide')}</legend>
        <Field label={t('settings.hideMode')}>
          {(id) => (
            <select
              id={id}
              value={settings.hide_mode}
              onChange={(event) => onChange({ hide_mode: event.target.value as HideMode })}
            >
              {hideModes.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`settings.hideModes.${mode}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {settings.hide_mode !== 'none' && (
          <Field label={t('settings.difficulty', { level: settings.difficulty })}>
            {(id) => (
              <input
                id={id}
                type="range"
                min={0}
                max={DIFFICULTY_MAX}
                step={1}
                value={settings.difficulty}
                onChange={(event) => onChange({ difficulty: Number(event.target.value) })}
              />
            )}
          </Field>
        )}
      </fieldset>
    </section>
  );
}
