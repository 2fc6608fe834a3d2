import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useChapters } from '@/lib/chapters';
import { api, testContentVersion } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';

function ChapterCount() {
  const chapters = useChapters();
  return <p>{chapters.data ? `${chapters.data.length} chapters` : 'loading'}</p>;
}

/** The addresses of the chapter-list calls made. */
function recordChapterCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/chapters/') calls.push(url.search);
  });
  return calls;
}

describe('the content calls', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    document.getElementById('public-config')?.remove();
  });

  it('name the content version the config gives, so the browser keeps their answers', async () => {
    const calls = recordChapterCalls();
    renderWithProviders(<ChapterCount />);

    expect(await screen.findByText('114 chapters')).toBeInTheDocument();
    expect(calls).toEqual([`?language=en&v=${testContentVersion}`]);
  });

  it("take it from the page's own config without asking for one", async () => {
    const script = document.createElement('script');
    script.id = 'public-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      google_client_id: null,
      demo_login: true,
      audio_base_url: '/media/audio/',
      contact_email: null,
      content_version: 'from-the-page',
    });
    document.head.append(script);
    const configAsked = vi.fn();
    server.use(http.get(api('/config/'), () => configAsked()));
    const calls = recordChapterCalls();
    renderWithProviders(<ChapterCount />);

    expect(await screen.findByText('114 chapters')).toBeInTheDocument();
    expect(calls).toEqual(['?language=en&v=from-the-page']);
    expect(configAsked).not.toHaveBeenCalled();
  });

  it('go without a version when the config cannot be had, and answer all the same', async () => {
    server.use(http.get(api('/config/'), () => new HttpResponse(null, { status: 500 })));
    const calls = recordChapterCalls();
    renderWithProviders(<ChapterCount />);

    expect(await screen.findByText('114 chapters')).toBeInTheDocument();
    expect(calls).toEqual(['?language=en']);
  });
});
