import type { TFunction } from 'i18next';

import type { components } from '@/types/openapi';

type QuestParams = components['schemas']['QuestParams'];

// The server's title keys this app has messages for (the social namespace); an unknown one (a newer server) gets a
// general title.
const titleKeys = [
  'quests.win_games',
  'quests.earn_xp',
  'quests.first_wins',
  'quests.finish_verses',
  'quests.win_every_game',
  'quests.win_game',
  'quests.review_due',
  'quests.listen_verses',
] as const;
type TitleKey = (typeof titleKeys)[number];
const isTitleKey = (key: string | null): key is TitleKey => (titleKeys as readonly (string | null)[]).includes(key);

/** A quest's title in the interface language, from the title key and parameters the server gives it (GET
 * /quests/today/, and a win's quest bonus). `t` is bound to the social namespace. */
export function questTitle(t: TFunction<'social'>, titleKey: string | null, params: QuestParams | null): string {
  if (!isTitleKey(titleKey) || !params) return t('quests.other');
  const game = params.game && t(`quests.games.${params.game}`);
  return t(titleKey, { count: params.count, game, times: params.times });
}
