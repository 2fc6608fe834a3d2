import { Link } from 'react-router';

import { Icon, type IconName } from '@/components/ui/icon/icon';

import styles from './path-card.module.css';

type PathCardProps = {
  title: string;
  text: string;
  icon: IconName;
};

/** A study path to choose; both paths start at the level map for now (SPEC §2). */
export function PathCard({ title, text, icon }: PathCardProps) {
  return (
    <Link to="/levels" className={styles.card}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <span className={styles.title}>{title}</span>
      <span className={styles.text}>{text}</span>
      <span className={styles.arrow}>
        <Icon name="arrowRight" />
      </span>
    </Link>
  );
}
