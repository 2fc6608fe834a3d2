import { useTranslation } from 'react-i18next';

import { PanelPage } from '@/components/layouts/panel-page';
import { ButtonLink } from '@/components/ui/button/button';

import styles from './error-page.module.css';

type ErrorPageProps = {
  /** One line saying what went wrong: the error's message. */
  summary: string;
  stack?: string;
};

/** docs/product.md §8: the page shown for anything a page throws. */
export function ErrorPage({ summary, stack }: ErrorPageProps) {
  const { t } = useTranslation();

  return (
    <PanelPage>
      <h1 className={styles.title}>{t('errors.unexpected')}</h1>
      <p className={styles.summary}>{summary}</p>
      {stack && <pre className={styles.stack}>{stack}</pre>}
      {/* A full reload, so whatever state broke the page is not carried over. */}
      <ButtonLink to="/" reloadDocument>
        {t('errors.backHome')}
      </ButtonLink>
    </PanelPage>
  );
}

/** An address the app has no page for: a plain explanation and a way home, not an error report. */
export function NotFoundPage() {
  const { t } = useTranslation();

  return (
    <PanelPage narrow>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.notFoundTitle}>{t('errors.notFound.title')}</h1>
      <p className={styles.text}>{t('errors.notFound.text')}</p>
      <ButtonLink to="/">{t('errors.backHome')}</ButtonLink>
    </PanelPage>
  );
}
