/** The id of the people search, for links that lead to it (the landing page's 'Find friends'). */
export const PEOPLE_SEARCH_ANCHOR = 'find-friends';
