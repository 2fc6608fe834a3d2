import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { AudioPlayer } from '@/components/audio-player/audio-player';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { WeakSpotsToggle, WeakWordSpan } from '@/components/weak-word/weak-word';
import { useTouchScreen } from '@/hooks/use-touch-screen';
import { localChapterName } from '@/lib/chapter-name';
import { toSupportedLanguage } from '@/lib/i18n';
import type { Verse, WeakWord } from '@/types/api';
import { mushafPath } from '@/lib/mushaf-page';
import { recitePath } from '@/lib/recite-path';
import { useWeakWords, type WeakWordFinder } from '@/lib/weak-words';

import { useChapter } from '../../api/get-chapter';
import { useVerse } from '../../api/get-verse';
import { useStepByStep } from '../../hooks/use-step-by-step';
import { useLearnCardSettings } from '../../stores/learn-card-settings-store';
import {
  nextVerse,
  previousVerse,
  versePath,
  type ChapterOrder,
  type VerseLocation,
} from '../../utils/verse-navigation';
import { BookmarkButton } from './bookmark-button';
import { CardModeSwitch, type CardMode } from './card-mode-switch';
import styles from './learn-card.module.css';
import { LearnCardSettingsButton, LearnCardSettingsPanel } from './learn-card-settings';
import { SimilarVerses } from './similar-verses';

type LearnCardProps = {
  chapter: number;
  verse: number;
  mode: CardMode;
  onModeChange: (mode: CardMode) => void;
  /** The "Practise with games" link: brings the game tiles into view. */
  onPractise: () => void;
  /** The learner's path, which the arrows follow from one chapter to the next. */
  chapterOrder?: ChapterOrder;
  /** How many verses, ending at this one, "Recite from memory" takes: the games' "Number of ayahs". */
  reciteCount?: number;
};

/** The learn card (docs/product.md §2): the verse's image, text, transliteration, translation and recitation. */
export function LearnCard({
  chapter,
  verse,
  mode,
  onModeChange,
  onPractise,
  chapterOrder,
  reciteCount = 1,
}: LearnCardProps) {
  const { t } = useTranslation('study');
  const settingsId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const closeSettings = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !settingsOpen) return;
    setSettingsOpen(false);
    settingsButton.current?.focus();
  };
  const reference = { surah_id: chapter, ayah_id: verse };
  const weak = useWeakWords({ kind: 'verses', from: reference, to: reference });

  return (
    <section className={styles.card} aria-label={t('learnCard.label', { chapter, verse })} onKeyDown={closeSettings}>
      <div className={styles.toolbar}>
        <CardModeSwitch mode={mode} onChange={onModeChange} />
        <div className={styles.tools}>
          <WeakSpotsToggle weak={weak} />
          <BookmarkButton chapter={chapter} verse={verse} />
          <LearnCardSettingsButton
            ref={settingsButton}
            open={settingsOpen}
            onToggle={() => setSettingsOpen((open) => !open)}
            controls={settingsId}
          />
        </div>
      </div>
      {settingsOpen && <LearnCardSettingsPanel id={settingsId} />}
      {/* Each verse starts afresh: image side up, step by step off, audio at 0:00. */}
      <VerseStudy
        key={`${chapter}:${verse}`}
        chapter={chapter}
        verse={verse}
        mode={mode}
        onPractise={onPractise}
        chapterOrder={chapterOrder}
        reciteCount={reciteCount}
        weak={weak}
      />
    </section>
  );
}

type VerseStudyProps = Omit<LearnCardProps, 'onModeChange'> & { weak: WeakWordFinder };

const NO_WORDS: string[] = [];

function VerseStudy({ chapter, verse, mode, onPractise, chapterOrder, reciteCount = 1, weak }: VerseStudyProps) {
  const { t } = useTranslation('study');
  const content = useVerse(chapter, verse);
  const words = content.data?.words ?? NO_WORDS;
  const steps = useStepByStep(words.length);
  const [side, setSide] = useState<'image' | 'text'>('image');
  const location = { chapter, verse };

  const stepButtonRef = useRef<HTMLButtonElement>(null);
  // Stop takes its buttons away: the focus goes back to the button that starts step by step again.
  const stopSteps = () => {
    flushSync(steps.stop);
    stepButtonRef.current?.focus();
  };
  const startSteps = () => {
    steps.start();
    // The words appear on the text side, so a flash card turns to it.
    setSide('text');
  };

  const imageSide = <ImageSide imageUrl={content.data?.image_url} chapter={chapter} verse={verse} />;
  const stepControls = steps.active && (
    <StepControls allShown={steps.allShown} onAddWord={steps.addWord} onStop={stopSteps} />
  );
  // Step by step's buttons go right under the words: inside the full card's text, after the flash card (a button
  // itself, which may not hold others).
  const textSide = (
    <TextSide
      arabic={content.data?.text ?? ''}
      words={words}
      weak={(word) => weak.find({ surah_id: chapter, ayah_id: verse }, word)}
      details={content.data}
      revealed={
        steps.active ? (
          <StepWords words={words.slice(0, steps.shown)} total={words.length}>
            {mode === 'full' && stepControls}
          </StepWords>
        ) : undefined
      }
      // Recited from memory: the transliteration and translation would give the rest away until the verse is whole.
      detailsHidden={steps.active && !steps.allShown}
    />
  );

  // docs/product.md §2: a spinner until the verse (its image with it) has come or failed, so the card takes its size
  // once rather than growing again when the verse arrives (layout shift).
  let body: ReactNode;
  if (content.isPending) {
    body = (
      <div className={`${styles.loading} ${mode === 'full' ? styles.loadingFull : ''}`}>
        <Spinner size="lg" />
      </div>
    );
  } else if (mode === 'full') {
    body = (
      <div className={styles.full}>
        {imageSide}
        {textSide}
      </div>
    );
  } else {
    body = (
      <FlashCard side={side} onFlip={() => setSide((current) => (current === 'image' ? 'text' : 'image'))}>
        {side === 'image' ? (
          <>
            {imageSide}
            <FlashPrompt chapter={chapter} verse={verse} />
          </>
        ) : (
          textSide
        )}
      </FlashCard>
    );
  }

  return (
    <>
      <div className={styles.stage}>
        <VerseLink direction="previous" target={previousVerse(location, chapterOrder)} />
        <div className={styles.body}>{body}</div>
        <VerseLink direction="next" target={nextVerse(location, chapterOrder)} />
      </div>
      {mode === 'flash' && stepControls}
      <AudioPlayer src={content.data?.audio_url} />
      <div className={styles.footer}>
        {!steps.active && (
          <Button ref={stepButtonRef} variant="secondary" disabled={words.length === 0} onClick={startSteps}>
            <Icon name="steps" size={18} />
            {t('learnCard.stepByStep')}
          </Button>
        )}
        <Button variant="ghost" onClick={onPractise}>
          {t('learnCard.practise')}
          <Icon name="arrowDown" size={18} />
        </Button>
        <ButtonLink variant="ghost" to={`/karaoke/${chapter}/${verse}`}>
          <Icon name="headphones" size={18} />
          {t('learnCard.hifzPlayer')}
        </ButtonLink>
        <ButtonLink
          variant="ghost"
          to={recitePath({
            kind: 'verses',
            from: { surah_id: chapter, ayah_id: Math.max(verse - reciteCount + 1, 1) },
            to: { surah_id: chapter, ayah_id: verse },
          })}
        >
          <Icon name="mic" size={18} />
          {t('learnCard.recite')}
        </ButtonLink>
        {content.data && (
          <ButtonLink variant="ghost" to={mushafPath(content.data.page, { surah_id: chapter, ayah_id: verse })}>
            <Icon name="book" size={18} />
            {t('learnCard.showOnPage')}
          </ButtonLink>
        )}
      </div>
      {/* Look-alikes show the verse itself: not while the learner is reciting it from memory. */}
      {!steps.active && !(mode === 'flash' && side === 'image') && <SimilarVerses chapter={chapter} verse={verse} />}
    </>
  );
}

function ImageSide({ imageUrl, chapter, verse }: { imageUrl: string | undefined; chapter: number; verse: number }) {
  const { t } = useTranslation('study');

  // A failed image call leaves an empty frame and no message (docs/product.md §8).
  return (
    <div className={styles.imageSide}>
      {imageUrl && (
        // The page's largest picture, on screen as it opens: fetched before anything else the page still needs.
        <img
          className={styles.image}
          src={imageUrl}
          alt={t('learnCard.imageAlt', { chapter, verse })}
          width={400}
          height={400}
          fetchPriority="high"
        />
      )}
    </div>
  );
}

type TextSideProps = {
  arabic: string;
  words: string[];
  /** A word's weakness, marked under it. */
  weak: (word: number) => WeakWord | undefined;
  details: Verse | undefined;
  /** Shown instead of the whole Arabic text: the words step by step has revealed. */
  revealed?: ReactNode;
  /** Leaves out the transliteration and translation. */
  detailsHidden?: boolean;
};

function TextSide({ arabic, words, weak, details, revealed, detailsHidden = false }: TextSideProps) {
  const { t, i18n } = useTranslation('study');
  const showTransliteration = useLearnCardSettings((state) => state.showTransliteration) && !detailsHidden;
  const showTranslation = useLearnCardSettings((state) => state.showTranslation) && !detailsHidden;
  const russian = toSupportedLanguage(i18n.language) === 'ru';
  const transliteration = russian ? details?.transliteration_ru : details?.transliteration_en;
  const translation = russian ? details?.translation_ru : details?.translation_en;

  return (
    <div className={styles.textSide}>
      {revealed ?? (
        <ArabicText as="p" className={styles.arabic}>
          {words.some((_, index) => weak(index)) ? <WeakWords words={words} weak={weak} /> : arabic}
        </ArabicText>
      )}
      {showTransliteration && transliteration && (
        <div className={styles.detail}>
          <span className={styles.detailLabel}>{t('learnCard.transliteration')}</span>
          <p className={styles.transliteration}>{transliteration}</p>
        </div>
      )}
      {showTranslation && translation && (
        <div className={styles.detail}>
          <span className={styles.detailLabel}>{t('learnCard.translation')}</span>
          <p className={styles.translation}>{translation}</p>
        </div>
      )}
    </div>
  );
}

/** The verse's words, its weak ones underlined by the kind of slip they hold (docs/product.md §2.17). */
function WeakWords({ words, weak }: { words: string[]; weak: (word: number) => WeakWord | undefined }) {
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <WeakWordSpan weak={weak(index)}>{quranFontText(word)}</WeakWordSpan>
    </Fragment>
  ));
}

/** The words revealed so far; Arabic runs right to left, so each new word appears on the left. They come into view as
 * step by step starts: on a phone the button that starts it sits below the picture and the player. */
function StepWords({ words, total, children }: { words: string[]; total: number; children?: ReactNode }) {
  const { t } = useTranslation('study');
  const wordsRef = useRef<HTMLDivElement>(null);

  // Braced: Chromium's scrollIntoView now returns a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    wordsRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <div ref={wordsRef} className={styles.stepWords}>
      <ArabicText as="p" className={styles.arabic}>
        <span aria-live="polite">
          {words.map((word, index) => (
            <span key={index} className={styles.word}>
              {quranFontText(word)}{' '}
            </span>
          ))}
        </span>
      </ArabicText>
      <p className={styles.stepCount}>{t('learnCard.wordsShown', { shown: words.length, total })}</p>
      {children}
    </div>
  );
}

type StepControlsProps = {
  allShown: boolean;
  onAddWord: () => void;
  onStop: () => void;
};

/** Step by step's buttons, right under the verse, so each word shows where the learner is looking. The next-word
 * button takes the focus as they start (the button that started them is gone), and Stop once every word is shown. */
function StepControls({ allShown, onAddWord, onStop }: StepControlsProps) {
  const { t } = useTranslation('study');
  const addWordRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    (allShown ? stopRef : addWordRef).current?.focus({ preventScroll: true });
  }, [allShown]);

  return (
    <div className={styles.stepControls}>
      {!allShown && (
        <Button
          ref={addWordRef}
          variant="secondary"
          aria-label={t('learnCard.addWord')}
          title={t('learnCard.addWord')}
          onClick={onAddWord}
        >
          <Icon name="plus" size={18} />
        </Button>
      )}
      <Button ref={stopRef} variant="secondary" onClick={onStop}>
        <Icon name="stop" size={18} />
        {t('learnCard.stop')}
      </Button>
    </div>
  );
}

/** The flash card's question under the picture: which verse it is, to recite before turning the card. */
function FlashPrompt({ chapter, verse }: { chapter: number; verse: number }) {
  const { t, i18n } = useTranslation('study');
  const details = useChapter(chapter).data;
  const chapterName = details && localChapterName(details, i18n.language);

  return (
    <div className={styles.flashPrompt}>
      <p className={styles.reference}>
        {chapterName && <span>{chapterName}</span>} <span dir="ltr">{`${chapter}:${verse}`}</span>
      </p>
      <p className={styles.promptText}>{t('learnCard.flashPrompt')}</p>
    </div>
  );
}

type FlashCardProps = {
  side: 'image' | 'text';
  onFlip: () => void;
  children: ReactNode;
};

/** One side at a time; a click, Enter or Space turns the card over. */
function FlashCard({ side, onFlip, children }: FlashCardProps) {
  const { t } = useTranslation('study');
  const hintId = useId();
  const touch = useTouchScreen();

  return (
    <div className={styles.flashWrapper}>
      <div
        role="button"
        tabIndex={0}
        className={styles.flash}
        aria-roledescription={t('learnCard.flashCard')}
        aria-describedby={hintId}
        data-side={side}
        onClick={onFlip}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onFlip();
        }}
      >
        {/* Keyed by side so the turn animation plays on every flip. */}
        <div key={side} className={styles.flashFace}>
          {children}
        </div>
      </div>
      <p id={hintId} className={styles.flipHint}>
        <Icon name="flip" size={16} />
        {t(side === 'image' ? 'learnCard.flipToText' : 'learnCard.flipToImage', {
          context: touch ? 'touch' : undefined,
        })}
      </p>
    </div>
  );
}

function VerseLink({ direction, target }: { direction: 'previous' | 'next'; target: VerseLocation | null }) {
  const { t } = useTranslation('study');

  // Nothing comes before the path's first verse or after its last (docs/product.md §2).
  if (!target) return <span className={styles.navPlaceholder} />;
  const label =
    direction === 'next'
      ? t('learnCard.next', { chapter: target.chapter, verse: target.verse })
      : t('learnCard.previous', { chapter: target.chapter, verse: target.verse });

  return (
    <Link to={versePath(target)} className={styles.navButton} aria-label={label} title={label}>
      <Icon name={direction === 'next' ? 'chevronRight' : 'chevronLeft'} size={26} />
    </Link>
  );
}
