import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { TimeZoneSync } from './time-zone-sync';

const browserOffset = () => -new Date().getTimezoneOffset();

function serveSettings(settings: { time_zone: string; utc_offset_minutes: number }) {
  const sent = vi.fn();
  server.use(
    http.get(api('/auth/profile/settings/'), () => HttpResponse.json(settings)),
    http.put(api('/auth/profile/settings/'), async ({ request }) => {
      const body = (await request.json()) as { time_zone: string };
      sent(body);
      return HttpResponse.json({ time_zone: body.time_zone, utc_offset_minutes: browserOffset() });
    }),
  );
  return sent;
}

describe('TimeZoneSync', () => {
  it("sends the browser's zone when the server's clock offset differs", async () => {
    signIn();
    const sent = serveSettings({ time_zone: 'Pacific/Kiritimati', utc_offset_minutes: browserOffset() + 60 });

    renderWithProviders(<TimeZoneSync />);

    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it("neither sends anything nor looks up the zone's name when the offsets agree", async () => {
    signIn();
    const sent = serveSettings({ time_zone: 'Somewhere/Else', utc_offset_minutes: browserOffset() });
    const zoneLookup = vi.spyOn(Intl, 'DateTimeFormat');
    const settingsRead = vi.fn();
    onTestFinished(() => server.events.removeAllListeners());
    server.events.on('response:mocked', ({ request }) => request.method === 'GET' && settingsRead());

    renderWithProviders(<TimeZoneSync />);

    await waitFor(() => expect(settingsRead).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).not.toHaveBeenCalled();
    expect(zoneLookup).not.toHaveBeenCalled();
  });
});
