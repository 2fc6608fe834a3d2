import { useTranslation } from 'react-i18next';

import { Card } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useGuestFirstName } from '@/lib/person-name';
import type { ProfileInfo } from '@/types/api';

import { useProfileInfo } from '../api/get-profile-info';
import { useProfileStats } from '../api/get-profile-stats';
import { useUpdateProfileInfo } from '../api/update-profile-info';
import styles from './my-profile-card.module.css';
import { NameField } from './name-field';
import { PhotoUpload } from './photo-upload';
import { PrivacySwitch } from './privacy-switch';

export function MyProfileCard() {
  const { t } = useTranslation();
  const info = useProfileInfo();
  const stats = useProfileStats().data;

  return (
    <Card title={t('profile.myProfile')} className={styles.card}>
      <div className={styles.layout}>
        <PhotoUpload />
        <div className={styles.details}>
          {info.data ? (
            <ProfileDetails profile={info.data} />
          ) : info.isPending ? (
            <Spinner />
          ) : (
            <p className={styles.muted}>{t('profile.unavailable')}</p>
          )}
          <dl className={styles.follows}>
            <div>
              <dt>{t('profile.following')}</dt>
              <dd>{stats?.following_count ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('profile.followers')}</dt>
              <dd>{stats?.followers_count ?? '–'}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Card>
  );
}

function ProfileDetails({ profile }: { profile: ProfileInfo }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfileInfo();
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(profile.date_joined));
  // A guest's generated first name reads in the interface language; saved back unchanged, it stays the generated one.
  const guestFirstName = useGuestFirstName(profile.first_name, profile.last_name);
  const firstNameToSave = (firstName: string) => (firstName === guestFirstName ? profile.first_name : firstName);

  // The API replaces both names at once (docs/product.md §4), so each field sends the other's saved value along.
  return (
    <>
      <NameField
        label={t('profile.firstName')}
        value={guestFirstName ?? profile.first_name}
        onSave={(firstName) =>
          update.mutateAsync({ first_name: firstNameToSave(firstName), last_name: profile.last_name })
        }
      />
      <NameField
        label={t('profile.lastName')}
        value={profile.last_name}
        onSave={(lastName) => update.mutateAsync({ first_name: profile.first_name, last_name: lastName })}
      />
      <p className={styles.muted}>{t('profile.joined', { date: joined })}</p>
      <PrivacySwitch isPrivate={profile.is_private} />
    </>
  );
}
