import { memo, useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Tabs } from '@/components/ui/tabs/tabs';
import { useTouchScreen } from '@/hooks/use-touch-screen';
import { useChapters } from '@/lib/chapters';
import { CHAPTER_COUNT } from '@/lib/verse-counts';

import { useCurrentVerse } from '../../api/get-current-verse';
import { useLevels } from '../../api/get-levels';
import { useMapView } from '../../hooks/use-map-view';
import type { Point } from '../../utils/map-view';
import { levelMapSize, levelPosition, trackPath } from '../../utils/level-layout';
import { versePath } from '../../utils/verse-navigation';
import { JuzView } from './juz-view';
import styles from './level-map.module.css';
import { LevelNode, type LevelState } from './level-node';

// The track's places are the same whatever the order; the path decides which chapter stands at each.
const places = Array.from({ length: CHAPTER_COUNT }, (_, index) => levelPosition(index + 1));
const track = trackPath(places);
const notStarted = { progress: 0, done: false };
const noProgress = new Map<number, typeof notStarted>();

type LevelMapProps = {
  /** The 114 chapter numbers in the order the learner's path takes them, from the track's start; undefined
   * while that is not known yet. */
  order: readonly number[] | undefined;
};

type MapViewKind = 'chapters' | 'juz';

/** The level map (docs/product.md §2): one node per chapter along a winding track, each showing where the learner
 * stands with it; drag to pan, wheel or pinch to zoom. It opens on the learner's current chapter. Its second view,
 * "By juz" (kept in the address, `?view=juz`), lists the 30 juz. */
export function LevelMap({ order }: LevelMapProps) {
  const { t } = useTranslation('study');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: MapViewKind = searchParams.get('view') === 'juz' ? 'juz' : 'chapters';
  const viewId = useId();
  const chapters = useChapters();
  const progress = useLevels().data ?? noProgress;
  // The current-level button's chapter (the same call, made once for both); none once the whole path is done.
  const currentVerse = useCurrentVerse().data;
  const currentChapter = currentVerse && !currentVerse.path_finished ? currentVerse.surah_id : undefined;
  const names = useMemo(
    () => new Map(chapters.data?.map((chapter) => [chapter.id, chapter.translated_name.name])),
    [chapters.data],
  );
  const levels = useMemo(
    () => (chapters.isPending ? undefined : order?.map((chapter, index) => ({ chapter, position: places[index] }))),
    [order, chapters.isPending],
  );
  const focus = levels?.find((level) => level.chapter === currentChapter)?.position;
  // The 114 nodes render in a background pass React can pause, so arriving data never blocks the page for long.
  const shownLevels = useDeferredValue(levels);

  return (
    <section className={styles.panel} aria-label={t('levels.mapLabel')}>
      <div className={styles.views}>
        <Tabs<MapViewKind>
          label={t('levels.views')}
          options={[
            { value: 'chapters', label: t('levels.byChapter') },
            { value: 'juz', label: t('levels.byJuz') },
          ]}
          value={view}
          onChange={(next) => setSearchParams(next === 'juz' ? { view: 'juz' } : {}, { replace: true })}
          controls={viewId}
        />
      </div>
      <div
        id={viewId}
        role="tabpanel"
        aria-label={t(view === 'juz' ? 'levels.byJuz' : 'levels.byChapter')}
        className={styles.view}
      >
        {view === 'juz' ? (
          <JuzView progress={progress} currentVerse={currentVerse?.path_finished ? undefined : currentVerse} />
        ) : shownLevels ? (
          <MapViewport
            levels={shownLevels}
            names={names}
            progress={progress}
            currentChapter={currentChapter}
            focus={focus}
          />
        ) : (
          <div className={styles.loading}>
            <Spinner size="lg" />
          </div>
        )}
      </div>
    </section>
  );
}

type LevelsProps = {
  /** Each chapter and where its node stands. */
  levels: { chapter: number; position: Point }[];
  /** Chapter names in the interface language; numbers alone if the chapters could not be loaded. */
  names: Map<number, string>;
  /** Each chapter's progress; a chapter missing (the levels not loaded yet, or failed) shows as not started. */
  progress: Map<number, Pick<LevelState, 'progress' | 'done'>>;
  currentChapter: number | undefined;
};

function MapViewport({ levels, names, progress, currentChapter, focus }: LevelsProps & { focus: Point | undefined }) {
  const { t } = useTranslation('study');
  const hintId = useId();
  const touch = useTouchScreen();
  const { view, viewportRef, zoomIn, zoomOut, fit, showFocus, reveal } = useMapView(levelMapSize, focus);

  return (
    <>
      {/* A bar of its own above the map, so no control ever covers a node. */}
      <div className={styles.toolbar}>
        {focus && (
          <button type="button" className={styles.showCurrent} onClick={showFocus}>
            <Icon name="target" size={18} />
            {t('levels.showCurrent')}
          </button>
        )}
        <div className={styles.controls} role="group" aria-label={t('levels.zoom')}>
          <button type="button" className={styles.control} aria-label={t('levels.zoomOut')} onClick={zoomOut}>
            <Icon name="minus" size={18} />
          </button>
          <output className={styles.scale} aria-live="polite" data-scale={view.scale}>
            {t('levels.scale', { percent: Math.round(view.scale * 100) })}
          </output>
          <button type="button" className={styles.control} aria-label={t('levels.zoomIn')} onClick={zoomIn}>
            <Icon name="plus" size={18} />
          </button>
          <button type="button" className={styles.control} aria-label={t('levels.resetView')} onClick={fit}>
            <Icon name="fullscreen" size={18} />
          </button>
        </div>
      </div>
      <div ref={viewportRef} className={styles.viewport} aria-describedby={hintId}>
        <div
          className={styles.world}
          style={{
            width: levelMapSize.width,
            height: levelMapSize.height,
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        >
          <Levels levels={levels} names={names} progress={progress} currentChapter={currentChapter} onReveal={reveal} />
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        {t(touch ? 'levels.touchHint' : 'levels.hint')}
      </p>
    </>
  );
}

// Memoised: panning re-renders the viewport on every pointer move, the 114 nodes need not follow.
const Levels = memo(function Levels({
  levels,
  names,
  progress,
  currentChapter,
  onReveal,
}: LevelsProps & { onReveal: (point: Point) => void }) {
  const navigate = useNavigate();

  return (
    <>
      <svg
        className={styles.track}
        width={levelMapSize.width}
        height={levelMapSize.height}
        aria-hidden="true"
        focusable="false"
      >
        <path d={track} />
      </svg>
      <ol className={styles.nodes}>
        {levels.map(({ chapter, position }) => (
          <li key={chapter} className={styles.slot} style={{ left: position.x, top: position.y }}>
            <LevelNode
              chapter={chapter}
              name={names.get(chapter)}
              state={{ ...(progress.get(chapter) ?? notStarted), current: chapter === currentChapter }}
              onOpen={() => void navigate(versePath({ chapter, verse: 1 }))}
              onFocus={() => onReveal(position)}
            />
          </li>
        ))}
      </ol>
    </>
  );
});
