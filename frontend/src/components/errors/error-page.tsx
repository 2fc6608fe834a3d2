import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button/button';

import styles from './error-page.module.css';

type ErrorPageProps = {
  /** One line saying what went wrong: an error's message, or "404 Not Found". */
  summary: string;
  stack?: string;
};

/** SPEC §8: the page shown for an unknown path and for anything a page throws. */
export function ErrorPage({ summary, stack }: ErrorPageProps) {
  const { t } = useTranslation();

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{t('errors.unexpected')}</h1>
        <p className={styles.summary}>{summary}</p>
        {stack && <pre className={styles.stack}>{stack}</pre>}
        {/* A full reload, so whatever state broke the page is not carried over. */}
        <ButtonLink to="/" reloadDocument>
          {t('errors.backHome')}
        </ButtonLink>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorPage summary="404 Not Found" />;
}
