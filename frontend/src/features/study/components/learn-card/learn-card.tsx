import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { quranFontText } from '@/components/arabic-text/quran-font-text';
import { AudioPlayer } from '@/components/audio-player/audio-player';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTouchScreen } from '@/hooks/use-touch-screen';
import { localChapterName } from '@/lib/chapter-name';
import { toSupportedLanguage } from '@/lib/i18n';
import type { Verse } from '@/types/api';

import { useChapter } from '../../api/get-chapter';
import { useVerse } from '../../api/get-verse';
import { useStepByStep } from '../../hooks/use-step-by-step';
import { useLearnCardSettings } from '../../stores/learn-card-settings-store';
import { splitWords } from '../../utils/split-words';
import { nextVerse, previousVerse, versePath, type VerseLocation } from '../../utils/verse-navigation';
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
};

/** The learn card (docs/product.md §2): the verse's image, text, transliteration, translation and recitation. */
export function LearnCard({ chapter, verse, mode, onModeChange, onPractise }: LearnCardProps) {
  const { t } = useTranslation('study');
  const settingsId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const closeSettings = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !settingsOpen) return;
    setSettingsOpen(false);
    settingsButton.current?.focus();
  };

  return (
    <section className={styles.card} aria-label={t('learnCard.label', { chapter, verse })} onKeyDown={closeSettings}>
      <div className={styles.toolbar}>
        <CardModeSwitch mode={mode} onChange={onModeChange} />
        <div className={styles.tools}>
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
      <VerseStudy key={`${chapter}:${verse}`} chapter={chapter} verse={verse} mode={mode} onPractise={onPractise} />
    </section>
  );
}

type VerseStudyProps = Omit<LearnCardProps, 'onModeChange'>;

function VerseStudy({ chapter, verse, mode, onPractise }: VerseStudyProps) {
  const { t } = useTranslation('study');
  const content = useVerse(chapter, verse);
  const words = splitWords(content.data?.text ?? '');
  const steps = useStepByStep(words.length);
  const [side, setSide] = useState<'image' | 'text'>('image');
  const location = { chapter, verse };

  const startSteps = () => {
    steps.start();
    // The words appear on the text side, so a flash card turns to it.
    setSide('text');
  };

  const imageSide = <ImageSide imageUrl={content.data?.image_url} chapter={chapter} verse={verse} />;
  const textSide = (
    <TextSide
      arabic={content.data?.text ?? ''}
      details={content.data}
      revealed={steps.active ? <StepWords words={words.slice(0, steps.shown)} total={words.length} /> : undefined}
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
        <VerseLink direction="previous" target={previousVerse(location)} />
        <div className={styles.body}>{body}</div>
        <VerseLink direction="next" target={nextVerse(location)} />
      </div>
      <AudioPlayer src={content.data?.audio_url} />
      <div className={styles.footer}>
        <div className={styles.stepControls}>
          <Button variant="secondary" disabled={words.length === 0} onClick={steps.active ? steps.stop : startSteps}>
            <Icon name={steps.active ? 'stop' : 'steps'} size={18} />
            {steps.active ? t('learnCard.stop') : t('learnCard.stepByStep')}
          </Button>
          {steps.active && !steps.allShown && (
            <Button
              variant="secondary"
              aria-label={t('learnCard.addWord')}
              title={t('learnCard.addWord')}
              onClick={steps.addWord}
            >
              <Icon name="plus" size={18} />
            </Button>
          )}
        </div>
        <Button variant="ghost" onClick={onPractise}>
          {t('learnCard.practise')}
          <Icon name="arrowDown" size={18} />
        </Button>
        <ButtonLink variant="ghost" to={`/karaoke/${chapter}/${verse}`}>
          <Icon name="headphones" size={18} />
          {t('learnCard.hifzPlayer')}
        </ButtonLink>
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
  details: Verse | undefined;
  /** Shown instead of the whole Arabic text: the words step by step has revealed. */
  revealed?: ReactNode;
};

function TextSide({ arabic, details, revealed }: TextSideProps) {
  const { t, i18n } = useTranslation('study');
  const showTransliteration = useLearnCardSettings((state) => state.showTransliteration);
  const showTranslation = useLearnCardSettings((state) => state.showTranslation);
  const russian = toSupportedLanguage(i18n.language) === 'ru';
  const transliteration = russian ? details?.transliteration_ru : details?.transliteration_en;
  const translation = russian ? details?.translation_ru : details?.translation_en;

  return (
    <div className={styles.textSide}>
      {revealed ?? (
        <ArabicText as="p" className={styles.arabic}>
          {arabic}
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

/** The words revealed so far; Arabic runs right to left, so each new word appears on the left. */
function StepWords({ words, total }: { words: string[]; total: number }) {
  const { t } = useTranslation('study');

  return (
    <div className={styles.stepWords}>
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
    </div>
  );
}

/** The flash card's question under the picture: which verse it is, to recite before turning the card. */
function FlashPrompt({ chapter, verse }: { chapter: number; verse: number }) {
  const { t, i18n } = useTranslation('study');
  const nameSimple = useChapter(chapter).data?.name_simple;
  const chapterName = nameSimple && localChapterName(nameSimple, i18n.language);

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

  // Nothing comes before 1:1 or after the end of chapter 114 (docs/product.md §2).
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
