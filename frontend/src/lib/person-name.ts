import { useTranslation } from 'react-i18next';

// The names a guest account is given until the learner chooses their own ("Guest 4821"): the server writes them in
// English, the app says them in the reader's language.
const GUEST_NAME = /^Guest (\d+)$/;

/** A guest's generated first name ("Guest") in the interface language, or null for a name the learner chose. */
export function useGuestFirstName(firstName: string, lastName: string): string | null {
  const { t } = useTranslation('social');
  return GUEST_NAME.test(`${firstName} ${lastName}`) ? t('person.guestFirstName') : null;
}

/** How a learner's name reads to the learner looking: a guest's generated name in the interface language, and a
 * word for "a learner" where there is no name at all. */
export function usePersonName(): (name: string) => string {
  const { t } = useTranslation('social');
  return (name) => {
    const guest = GUEST_NAME.exec(name);
    if (guest) return t('person.guest', { number: guest[1] });
    return name || t('person.unnamed');
  };
}
