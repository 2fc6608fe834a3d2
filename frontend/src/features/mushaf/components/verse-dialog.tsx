import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useVerseName } from '@/lib/chapters';
import { drillPath } from '@/lib/drill-path';
import { useSimilarVerses } from '@/lib/similar-verses';
import type { VerseReference } from '@/types/api';

import styles from './mushaf.module.css';

type VerseDialogProps = {
  verse: VerseReference;
  /** The learn card's address of a verse. */
  learnCardPath: (verse: VerseReference) => string;
  onPlayVerse: () => void;
  onPlayPage: () => void;
  onTestFromHere: () => void;
  onClose: () => void;
};

/** What a verse tapped on the page leads to: its learn card, the Hifz player, hide mode from it, its look-alikes. */
export function VerseDialog({
  verse,
  learnCardPath,
  onPlayVerse,
  onPlayPage,
  onTestFromHere,
  onClose,
}: VerseDialogProps) {
  const { t } = useTranslation('mushaf');
  const verseName = useVerseName();
  const similar = useSimilarVerses(verse.surah_id, verse.ayah_id);
  const lookalikes = similar.data?.similar ?? [];

  return (
    <Dialog
      title={verseName(verse)}
      onClose={onClose}
      actions={
        <>
          <ButtonLink to={learnCardPath(verse)} data-autofocus>
            {t('verse.learn')}
          </ButtonLink>
          <Button variant="secondary" onClick={onPlayVerse}>
            {t('verse.playVerse')}
          </Button>
          <Button variant="secondary" onClick={onPlayPage}>
            {t('verse.playPage')}
          </Button>
          <Button variant="secondary" onClick={onTestFromHere}>
            {t('verse.testFromHere')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('verse.close')}
          </Button>
        </>
      }
    >
      {/* Look-alikes that fail to load leave the section out, as on the learn card. */}
      {!similar.isError && <h3 className={styles.dialogHeading}>{t('verse.lookalikes')}</h3>}
      {similar.isError ? null : similar.isPending ? (
        <Spinner size="sm" />
      ) : lookalikes.length === 0 ? (
        <p>{t('verse.noLookalikes')}</p>
      ) : (
        <>
          <ul className={styles.lookalikes}>
            {lookalikes.map((lookalike) => (
              <li key={`${lookalike.surah_id}:${lookalike.ayah_id}`}>
                <Link to={learnCardPath(lookalike)}>{verseName(lookalike)}</Link>
              </li>
            ))}
          </ul>
          <Link to={drillPath(verse)}>{t('verse.drill')}</Link>
        </>
      )}
    </Dialog>
  );
}
