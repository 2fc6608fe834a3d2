import { useTranslation } from 'react-i18next';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';

import styles from './landing-hero.module.css';

// SPEC §1: announced features without a screen yet; shown as highlights, not as links.
const highlights = [
  { title: 'landing.askImam.title', text: 'landing.askImam.text', icon: 'chat' },
  { title: 'landing.findFriends.title', text: 'landing.findFriends.text', icon: 'users' },
] as const;

export function LandingHero() {
  const { t } = useTranslation();

  return (
    <section className={styles.hero}>
      <div className={styles.copy}>
        <h1 className={styles.title}>{t('landing.title')}</h1>
        <p className={styles.subtitle}>{t('landing.subtitle')}</p>
        <ButtonLink to="/levels" className={styles.cta}>
          {t('landing.getStarted')}
          <Icon name="arrowRight" size={18} />
        </ButtonLink>
        <ul className={styles.highlights}>
          {highlights.map(({ title, text, icon }) => (
            <li key={title} className={styles.highlight}>
              <span className={styles.highlightIcon}>
                <Icon name={icon} />
              </span>
              <span>
                <strong>{t(title)}</strong>
                <span className={styles.highlightText}>{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <figure className={styles.verse}>
        <ArabicText as="p" className={styles.verseArabic}>
          بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ
        </ArabicText>
        <figcaption className={styles.verseTranslation}>{t('landing.basmalaTranslation')}</figcaption>
      </figure>
    </section>
  );
}
