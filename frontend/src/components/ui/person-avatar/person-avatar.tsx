import styles from './person-avatar.module.css';

type PersonAvatarProps = {
  name: string;
  /** A path under the site's origin, or null when the learner has no photo. */
  photoUrl: string | null;
};

/** Another learner's photo, or their initial; decorative, since their name is always shown beside it. */
export function PersonAvatar({ name, photoUrl }: PersonAvatarProps) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {photoUrl ? (
        <img className={styles.image} src={photoUrl} alt="" width={36} height={36} loading="lazy" decoding="async" />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}
