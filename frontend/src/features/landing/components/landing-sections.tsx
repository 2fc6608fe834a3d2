import { useTranslation } from 'react-i18next';

import { Icon, type IconName } from '@/components/ui/icon/icon';
import { usePublicConfig } from '@/lib/public-config';

import styles from './landing-sections.module.css';

/** The header's entries, each the id of a part of the landing page. */
export const LANDING_SECTIONS = [
  { id: 'top', label: 'nav.home' },
  { id: 'methods', label: 'nav.methods' },
  { id: 'about', label: 'nav.aboutUs' },
  { id: 'contacts', label: 'nav.contacts' },
] as const;

const methods: ReadonlyArray<{ key: 'card' | 'games' | 'review' | 'listen'; icon: IconName }> = [
  { key: 'card', icon: 'book' },
  { key: 'games', icon: 'grid' },
  { key: 'review', icon: 'target' },
  { key: 'listen', icon: 'headphones' },
];

/** How Hafiz teaches: the four things a learner does with every ayah. */
export function LandingMethods() {
  const { t } = useTranslation();

  return (
    <section id="methods" className={styles.section} aria-labelledby="methods-title">
      <h2 id="methods-title" className={styles.title}>
        {t('landing.methods.title')}
      </h2>
      <ul className={styles.methods}>
        {methods.map(({ key, icon }) => (
          <li key={key} className={styles.method}>
            <span className={styles.icon}>
              <Icon name={icon} />
            </span>
            <h3 className={styles.methodTitle}>{t(`landing.methods.${key}.title`)}</h3>
            <p className={styles.text}>{t(`landing.methods.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who makes Hafiz, and how to reach them where the site gives an address. */
export function LandingAbout() {
  const { t } = useTranslation();
  const contactEmail = usePublicConfig().data?.contact_email;

  return (
    <div className={styles.about}>
      <section id="about" className={styles.section} aria-labelledby="about-title">
        <h2 id="about-title" className={styles.title}>
          {t('landing.about.title')}
        </h2>
        <p className={styles.text}>{t('landing.about.text')}</p>
      </section>
      {contactEmail && (
        <section id="contacts" className={styles.section} aria-labelledby="contacts-title">
          <h2 id="contacts-title" className={styles.title}>
            {t('landing.contacts.title')}
          </h2>
          <p className={styles.text}>
            {t('landing.contacts.text')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        </section>
      )}
    </div>
  );
}
