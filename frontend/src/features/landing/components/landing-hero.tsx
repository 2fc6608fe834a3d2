import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArabicText } from '@/components/arabic-text/arabic-text';
import { ButtonLink } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';

import styles from './landing-hero.module.css';

type LandingHeroProps = {
  /** Where 'Find friends' leads: the profile's people search (a visitor signs in on the way). */
  findFriendsPath: string;
  signedIn: boolean;
};

export function LandingHero({ findFriendsPath, signedIn }: LandingHeroProps) {
  const { t } = useTranslation();
  // docs/product.md §1: asking an imam has no screen yet, and says so; finding friends is the profile's people search.
  const highlights = [
    {
      title: 'landing.askImam.title',
      text: t('landing.askImam.text'),
      icon: 'chat',
      action: <span className={styles.badge}>{t('common.comingSoon')}</span>,
    },
    {
      title: 'landing.findFriends.title',
      text: t('landing.findFriends.text'),
      icon: 'users',
      action: (
        <Link to={findFriendsPath} className={styles.highlightLink}>
          {t(signedIn ? 'landing.findFriends.link' : 'landing.findFriends.signIn')}
        </Link>
      ),
    },
  ] as const;

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
          {highlights.map(({ title, text, icon, action }) => (
            <li key={title} className={styles.highlight}>
              <span className={styles.highlightIcon}>
                <Icon name={icon} />
              </span>
              <span>
                <strong>{t(title)}</strong>
                <span className={styles.highlightText}>{text}</span>
                {action}
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
