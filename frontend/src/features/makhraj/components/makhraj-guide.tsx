import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { HeadDrawing, type AreaId } from '@/components/head-drawing/head-drawing';
import { Spinner } from '@/components/ui/spinner/spinner';
import { inLanguage } from '@/lib/in-language';
import type { MakhrajGuide as Guide, MakhrajLetter } from '@/types/api';

import { useMakhrajGuide } from '../api/get-makhraj-guide';
import { guideLookup } from '../utils/guide-lookup';
import { AreaPanel } from './area-panel';
import { LetterButton } from './letter-button';
import { LetterCard } from './letter-card';
import styles from './makhraj.module.css';

/** The makhraj page's guide: the drawing, and beside it what is chosen on it (an area, a point or a letter, kept in
 * the address: ?area=halq, ?point=3, ?letter=ain), or every letter when nothing is. */
export function MakhrajGuide() {
  const guide = useMakhrajGuide();
  if (guide.isPending) return <Spinner size="lg" />;
  if (!guide.data) return null; // the failure was toasted
  return <GuideWithDrawing guide={guide.data} />;
}

function GuideWithDrawing({ guide }: { guide: Guide }) {
  const { t, i18n } = useTranslation('makhraj');
  const [search, setSearch] = useSearchParams();
  const lookup = useMemo(() => guideLookup(guide), [guide]);
  const letter = lookup.letter(search.get('letter') ?? '');
  const point = lookup.point(letter?.point ?? Number(search.get('point')));
  const area = lookup.area(point?.area ?? search.get('area') ?? '');
  const panel = useRef<HTMLDivElement>(null);

  const choose = (key: 'area' | 'point' | 'letter', value: string) => setSearch({ [key]: value });
  const chooseLetter = (chosen: MakhrajLetter) => choose('letter', chosen.id);
  // What was chosen (on the drawing, or a letter in a list) shows in the panel, below the drawing on a phone and
  // 17 points and 5 areas further on by Tab: the keyboard and the screen reader go to its heading, the page to it.
  const chosen = search.toString();
  useEffect(() => {
    if (chosen) panel.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [chosen]);

  return (
    <div className={styles.guide}>
      <div className={styles.drawingColumn}>
        <HeadDrawing
          label={t('drawing')}
          chooseArea={{
            label: (id: AreaId) => {
              const named = lookup.area(id);
              return named
                ? t('areaLabel', {
                    name: inLanguage(named, 'name', i18n.language),
                    gloss: inLanguage(named, 'gloss', i18n.language),
                  })
                : id;
            },
            onChoose: (id) => choose('area', id),
          }}
          // The letters by name: a label takes no lang="ar", and a Russian or English voice would misread a glyph.
          pointLabel={(number) => {
            const named = lookup.point(number);
            const names = named ? lookup.lettersAt(named).map((each) => inLanguage(each, 'name', i18n.language)) : [];
            return t('pointLabel', { number, letters: names.join(', ') });
          }}
          selectedArea={(area?.id as AreaId | undefined) ?? null}
          selectedPoint={point && (letter || search.has('point')) ? point.number : null}
          onChoosePoint={(number) => choose('point', String(number))}
        />
      </div>
      <div ref={panel} className={styles.panel}>
        {letter ? (
          <LetterCard
            key={letter.id}
            letter={letter}
            guide={guide}
            lookup={lookup}
            onChoosePoint={(number) => choose('point', String(number))}
          />
        ) : area ? (
          <AreaPanel
            area={area}
            points={point ? [point] : guide.points.filter((each) => each.area === area.id)}
            lookup={lookup}
            onChooseLetter={chooseLetter}
          />
        ) : (
          <AllLetters guide={guide} onChooseLetter={chooseLetter} />
        )}
      </div>
    </div>
  );
}

function AllLetters({ guide, onChooseLetter }: { guide: Guide; onChooseLetter: (letter: MakhrajLetter) => void }) {
  const { t } = useTranslation('makhraj');
  const kinds = [
    { label: t('letters'), letters: guide.letters.filter((letter) => letter.kind === 'letter') },
    { label: t('maddAndGhunnah'), letters: guide.letters.filter((letter) => letter.kind !== 'letter') },
  ];
  return (
    <section className={styles.card}>
      <p className={styles.hint}>{t('chooseHint')}</p>
      {kinds.map(({ label, letters }) => (
        <div key={label}>
          <h3 className={styles.subheading}>{label}</h3>
          <div className={styles.letters} role="group" aria-label={label}>
            {letters.map((letter) => (
              <LetterButton key={letter.id} letter={letter} onChoose={onChooseLetter} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
