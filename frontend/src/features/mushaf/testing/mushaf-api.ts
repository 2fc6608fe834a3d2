import { http, HttpResponse } from 'msw';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import type { MushafPage, PageProgress, VerseReference } from '@/types/api';

import page603 from './page-603.json';
import page604 from './page-604.json';

// Pages 603 and 604 as GET /pages/{page}/ answers them (saved from the app): the last two pages of the Qur'an.
export const testMushafPages: Record<number, MushafPage> = {
  603: page603 as MushafPage,
  604: page604 as MushafPage,
};

/** The mushaf's calls: pages 603 and 604 (any other page is a 404), and the learner's memorised verses on them. */
export function serveMushafApi({ memorised = [] }: { memorised?: VerseReference[] } = {}) {
  server.use(
    http.get(api('/pages/:page/'), ({ params }) => {
      const page = testMushafPages[Number(params.page)];
      return page ? HttpResponse.json(page) : HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
    http.get(api('/progress/pages/:page/'), ({ params }) =>
      HttpResponse.json<PageProgress>({
        page: Number(params.page),
        memorised: memorised.filter((verse) =>
          testMushafPages[Number(params.page)]?.verses.some(
            (shown) => shown.surah_id === verse.surah_id && shown.ayah_id === verse.ayah_id,
          ),
        ),
      }),
    ),
  );
}
