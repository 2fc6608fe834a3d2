import { http, HttpResponse } from 'msw';

import type { LandingFigures, ProfileInfo, ProfilePhoto, PublicConfig } from '@/types/api';

import { api } from './api-path';
import { planHandlers } from './plan-handlers';
import { socialHandlers } from './social-handlers';
import { reviewHandlers } from './review-handlers';
import { studyHandlers } from './study-handlers';
import { weakSpotsHandlers } from './weak-spots-handlers';

export { api };

export const testProfile: ProfileInfo = {
  first_name: 'Amina',
  last_name: 'Yusuf',
  date_joined: '2024-03-15T10:00:00Z',
  is_private: false,
  is_guest: false,
};

/** The content version the test server's config names (the content calls' `v`). */
export const testContentVersion = 'content-v1';

/** A signed-in user with no photo on a deployment that offers the demo login. */
export const handlers = [
  http.get(api('/config/'), () =>
    HttpResponse.json<PublicConfig>({
      google_client_id: null,
      demo_login: true,
      email_sign_in: false,
      audio_base_url: '/media/audio/',
      contact_email: 'hello@hafiz.example',
      content_version: testContentVersion,
    }),
  ),
  // A young site: the landing shows its one line instead of figures.
  http.get(api('/stats/landing/'), () =>
    HttpResponse.json<LandingFigures>({
      learners: 3,
      verses_practised: 40,
      weekly_goal_met_percent: 50,
      young_site: true,
    }),
  ),
  http.post(api('/auth/login_demo/'), () => HttpResponse.json({ token: 'demo-token' })),
  http.post(api('/auth/logout_knox/'), () => new HttpResponse(null, { status: 204 })),
  http.post(api('/auth/logoutall/'), () => new HttpResponse(null, { status: 204 })),
  // The learner has no passkey yet (the profile's Ways to sign in).
  http.get(api('/auth/passkeys/'), () => HttpResponse.json({ passkeys: [] })),
  http.get(api('/auth/profile/info/'), () => HttpResponse.json(testProfile)),
  http.get(api('/auth/profile/info/photo/'), () => HttpResponse.json<ProfilePhoto>({ url: null })),
  // The profile's listening statistics: nothing listened to yet.
  http.get(api('/player/stats/'), () => HttpResponse.json({ from_day: '2025-03-04', to_day: '2025-03-10', days: [] })),
  ...studyHandlers,
  ...reviewHandlers,
  ...socialHandlers,
  ...weakSpotsHandlers,
  ...planHandlers,
];
