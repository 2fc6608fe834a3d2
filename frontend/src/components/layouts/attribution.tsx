import { Trans } from 'react-i18next';

import styles from './attribution.module.css';

// The Qur'an text and translations come from quran-json; CC BY-SA 4.0 requires this credit.
// The tag is <repo>, not <link>: Trans parses <link> as HTML's void element and would leave the anchor empty.
export function Attribution() {
  return (
    <p className={styles.attribution}>
      <Trans
        i18nKey="attribution"
        components={{ repo: <a href="https://github.com/risan/quran-json" target="_blank" rel="noreferrer" /> }}
      />
    </p>
  );
}
