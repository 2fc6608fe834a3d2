// The signed-in app's messages in one chunk per language: pages past the landing page load it (lib/i18n.ts).
import games from './games.json';
import makhraj from './makhraj.json';
import mushaf from './mushaf.json';
import plan from './plan.json';
import player from './player.json';
import recitation from './recitation.json';
import recordings from './recordings.json';
import review from './review.json';
import signIn from './signIn.json';
import social from './social.json';
import study from './study.json';

export default { games, makhraj, mushaf, plan, player, recitation, recordings, review, signIn, social, study };
