import 'i18next';

import type enGames from '@/locales/en/games.json';
import type enMakhraj from '@/locales/en/makhraj.json';
import type enMushaf from '@/locales/en/mushaf.json';
import type enPlan from '@/locales/en/plan.json';
import type enPlayer from '@/locales/en/player.json';
import type enRecitation from '@/locales/en/recitation.json';
import type enRecordings from '@/locales/en/recordings.json';
import type enReview from '@/locales/en/review.json';
import type enSignIn from '@/locales/en/signIn.json';
import type enSocial from '@/locales/en/social.json';
import type enStudy from '@/locales/en/study.json';
import type en from '@/locales/en/translation.json';

// Type-checks every t('key') against the English file, the reference locale.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      study: typeof enStudy;
      games: typeof enGames;
      player: typeof enPlayer;
      makhraj: typeof enMakhraj;
      mushaf: typeof enMushaf;
      plan: typeof enPlan;
      recitation: typeof enRecitation;
      recordings: typeof enRecordings;
      review: typeof enReview;
      signIn: typeof enSignIn;
      social: typeof enSocial;
    };
  }
}
