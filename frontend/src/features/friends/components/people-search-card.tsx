import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Card } from '@/components/ui/card/card';
import { useSettled } from '@/hooks/use-settled';

import { useSearchPeople } from '../api/search-people';
import { PEOPLE_SEARCH_ANCHOR } from '../utils/people-search-anchor';
import { SEARCH_MIN_LETTERS, hasEnoughLetters } from '../utils/search-letters';
import styles from './friends.module.css';
import { PersonList } from './person-list';

const SEARCH_DELAY_MS = 300;

/** Search learners by name (at least two letters; the first 20 found) and follow them. */
export function PeopleSearchCard() {
  const { t } = useTranslation('social');
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();
  const [text, setText] = useState('');
  // Ask once the learner pauses typing, not at every key.
  const search = useSettled(text.trim(), SEARCH_DELAY_MS);
  const results = useSearchPeople(search);

  useEffect(() => {
    if (hash !== `#${PEOPLE_SEARCH_ANCHOR}`) return;
    input.current?.scrollIntoView({ block: 'center' });
    input.current?.focus({ preventScroll: true });
  }, [hash]);

  const people = hasEnoughLetters(search) && results.data ? results.data.results : null;
  const found = results.data?.count ?? 0;
  // More matched than a search answers (20): said on screen and to a screen reader.
  const more = people && found > people.length ? t('people.search.more', { shown: people.length, count: found }) : null;

  return (
    <Card title={t('people.search.title')}>
      <div id={PEOPLE_SEARCH_ANCHOR} className={styles.search} role="search">
        <label htmlFor={inputId} className={styles.label}>
          {t('people.search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className={styles.input}
          placeholder={t('people.search.placeholder')}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {t('people.search.hint', { count: SEARCH_MIN_LETTERS })}
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {people && (more ?? t('people.search.results', { count: found }))}
      </p>
      {people &&
        (people.length > 0 ? (
          <>
            <PersonList people={people} label={t('people.search.title')} />
            {more && (
              <p className={styles.muted} aria-hidden="true">
                {more}
              </p>
            )}
          </>
        ) : (
          <p className={styles.muted}>{t('people.search.noResults')}</p>
        ))}
    </Card>
  );
}
