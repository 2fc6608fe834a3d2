import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import { useProfilePhoto } from '../api/get-profile-photo';
import styles from './profile-avatar.module.css';

type ProfileAvatarProps = {
  size?: 'sm' | 'lg';
};

/** The user's photo, or a neutral placeholder until they upload one. */
export function ProfileAvatar({ size = 'sm' }: ProfileAvatarProps) {
  const { t } = useTranslation();
  const { data } = useProfilePhoto();

  return (
    <span className={`${styles.avatar} ${styles[size]}`}>
      {data?.url ? (
        <img className={styles.image} src={data.url} alt={t('profile.photoAlt')} width={96} height={96} />
      ) : (
        <Icon name="user" size={size === 'lg' ? 48 : 20} />
      )}
    </span>
  );
}
