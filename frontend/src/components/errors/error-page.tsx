import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { ButtonLink } from '@/components/ui/button/button';

import styles from './error-page.module.css';

function describeError(error: unknown): { summary: string; stack?: string } {
  if (isRouteErrorResponse(error)) return { summary: `${error.status} ${error.statusText}` };
  if (error instanceof Error) return { summary: error.message, stack: error.stack };
  return { summary: String(error) };
}

/** SPEC §8: the router's fallback for anything a route throws. */
export function ErrorPage() {
  const { t } = useTranslation();
  const { summary, stack } = describeError(useRouteError());

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
