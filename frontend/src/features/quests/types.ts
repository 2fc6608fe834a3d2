import type { components } from '@/types/openapi';

/** One of today's quests (GET /quests/today/); title_key is a key of the social namespace, translated with params. */
export type Quest = components['schemas']['QuestTodayListOutput'];
