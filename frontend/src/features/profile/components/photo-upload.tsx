import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { buttonClassName } from '@/components/ui/button/button';
import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';

import { useUpdateProfilePhoto } from '../api/update-profile-photo';
import { profileToastOptions } from '../utils/profile-toast';
import { ProfileAvatar } from './profile-avatar';
import styles from './photo-upload.module.css';

export function PhotoUpload() {
  const { t } = useTranslation();
  const upload = useUpdateProfilePhoto();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (e.g. after a failure) still fires a change.
    event.target.value = '';
    if (!file) return;
    // docs/product.md §5: images only. `accept` merely filters the picker; drag-and-drop and "All files" bypass it.
    if (!file.type.startsWith('image/')) {
      toast.error(t('profile.toasts.notAnImage'), profileToastOptions);
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className={styles.photoUpload}>
      <div className={styles.photo}>
        <ProfileAvatar size="lg" />
        {upload.isPending && (
          <div className={styles.overlay}>
            <Spinner />
          </div>
        )}
      </div>
      <label className={buttonClassName('secondary', styles.uploadButton)} aria-disabled={upload.isPending}>
        <Icon name="upload" size={18} />
        {t('profile.upload')}
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          disabled={upload.isPending}
          onChange={handleChange}
        />
      </label>
    </div>
  );
}
