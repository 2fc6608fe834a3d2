import { http, HttpResponse } from 'msw';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import type { WeakWords } from '@/types/api';

/** The weak-words call answering `answer` for every passage asked, and the queries asked of it. */
export function serveWeakWords(answer: WeakWords): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/recitations/weak-words/'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}
