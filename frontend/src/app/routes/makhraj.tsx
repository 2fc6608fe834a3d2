import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { AppLayout } from '@/components/layouts/app-layout';
import { Button } from '@/components/ui/button/button';
import { MakhrajLetterGame } from '@/features/games/makhraj-letter/components/makhraj-letter-game';
import { MakhrajPointGame } from '@/features/games/makhraj-point/components/makhraj-point-game';
import { MakhrajGuide } from '@/features/makhraj/components/makhraj-guide';

import { ProfileNav } from '../components/profile-nav';
import styles from './makhraj.module.css';

const PRACTICES = {
  point: { Board: MakhrajPointGame, title: 'practice.point.title', description: 'practice.point.description' },
  letter: { Board: MakhrajLetterGame, title: 'practice.letter.title', description: 'practice.letter.description' },
} as const;

type PracticeName = keyof typeof PRACTICES;

const isPractice = (name: string | null): name is PracticeName => name !== null && name in PRACTICES;

/** /makhraj: where each letter is born (the guide, ?area=, ?point=, ?letter=), and its two practices
 * (?practice=point, ?practice=letter), each played in place of the guide and graded like the other games. */
export default function MakhrajRoute() {
  const { t } = useTranslation('makhraj');
  const [search, setSearch] = useSearchParams();
  const practice = search.get('practice');
  // The practice just left: its Start takes the keyboard back, as the button that left it is gone.
  const [left, setLeft] = useState<PracticeName | null>(null);

  return (
    <AppLayout title={t('title')} actions={<ProfileNav />}>
      {isPractice(practice) ? (
        <Practice
          name={practice}
          onBack={() => {
            setLeft(practice);
            setSearch({});
          }}
        />
      ) : (
        <div className={styles.page}>
          <p className={styles.intro}>{t('intro')}</p>
          <PracticeOffer left={left} onStart={(name) => setSearch({ practice: name })} />
          <MakhrajGuide />
        </div>
      )}
    </AppLayout>
  );
}

function PracticeOffer({ left, onStart }: { left: PracticeName | null; onStart: (name: PracticeName) => void }) {
  const { t } = useTranslation('makhraj');
  const headingId = useId();
  const startButtons = useRef<Partial<Record<PracticeName, HTMLButtonElement | null>>>({});
  useEffect(() => {
    if (left) startButtons.current[left]?.focus();
  }, [left]);

  return (
    <section className={styles.practices} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.practicesHeading}>
        {t('practice.title')}
      </h2>
      {(Object.keys(PRACTICES) as PracticeName[]).map((name) => (
        <div key={name} className={styles.practice}>
          <div>
            <h3 className={styles.practiceTitle}>{t(PRACTICES[name].title)}</h3>
            <p className={styles.practiceDescription}>{t(PRACTICES[name].description)}</p>
          </div>
          <Button
            ref={(button) => {
              startButtons.current[name] = button;
            }}
            onClick={() => onStart(name)}
            aria-label={`${t('practice.start')}: ${t(PRACTICES[name].title)}`}
          >
            {t('practice.start')}
          </Button>
        </div>
      ))}
    </section>
  );
}

/** A practice in place of the guide; "Try again" deals it anew in place. Its heading takes the keyboard when it
 * starts and again after Try again, as the button pressed is gone. */
function Practice({ name, onBack }: { name: PracticeName; onBack: () => void }) {
  const { t } = useTranslation('makhraj');
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { Board, title, description } = PRACTICES[name];
  useEffect(() => heading.current?.focus(), [attempt]);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.practiceTop}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.practicesHeading}>
          {t(title)}
        </h2>
        <Button variant="ghost" onClick={onBack}>
          {t('practice.back')}
        </Button>
      </div>
      <p className={styles.intro}>{t(description)}</p>
      <Board
        key={attempt}
        onBack={onBack}
        next={{ label: t('practice.done'), go: onBack }}
        onTryAgain={() => setAttempt(attempt + 1)}
      />
    </section>
  );
}
