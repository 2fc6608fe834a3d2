import { PersonAvatar } from '@/components/ui/person-avatar/person-avatar';
import { usePersonName } from '@/lib/person-name';

import type { Person } from '../types';
import { FollowButton } from './follow-button';
import styles from './friends.module.css';

export function PersonList({ people, label }: { people: Person[]; label: string }) {
  const personName = usePersonName();

  return (
    <ul className={styles.people} aria-label={label}>
      {people.map((person) => {
        const name = personName(person.name);
        return (
          <li key={person.user_id} className={styles.person}>
            <PersonAvatar name={name} photoUrl={person.photo_url} />
            <span className={styles.name}>{name}</span>
            <FollowButton person={person} name={name} />
          </li>
        );
      })}
    </ul>
  );
}
