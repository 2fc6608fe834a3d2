import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';

import { NotFoundPage } from '@/components/errors/error-page';
import { preloadApiClient } from '@/lib/api-client';
import { loadAppMessages } from '@/lib/i18n';

import { ProtectedLayout } from './routes/protected';
import { RootLayout } from './routes/root';

// Each page is its own chunk, loaded when first visited. React Router's declarative routes, not its data router:
// the app fetches data with TanStack Query, and the data router would add ~18 KB (gzip) to the landing page.
type PageModule = { default: ComponentType };

// Pages past the landing page need the signed-in app's messages and the API client: fetched alongside their code,
// not after it.
const appPage = (load: () => Promise<PageModule>) =>
  lazy(() => Promise.all([load(), loadAppMessages(), preloadApiClient()]).then(([page]) => page));

const LandingPage = lazy(() => import('./routes/landing'));
const PickPathPage = appPage(() => import('./routes/pick-path'));
const LevelsPage = appPage(() => import('./routes/levels'));
const GamePage = appPage(() => import('./routes/game'));
const ProfilePage = appPage(() => import('./routes/profile'));
const LeaderboardsPage = appPage(() => import('./routes/leaderboards'));
const ReviewPage = appPage(() => import('./routes/review'));
const KaraokePage = appPage(() => import('./routes/karaoke'));

// SPEC §2.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route element={<ProtectedLayout />}>
          <Route path="pickpath" element={<PickPathPage />} />
          <Route path="levels" element={<LevelsPage />} />
          <Route path="games/:id/:ayahId?" element={<GamePage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="leaderboards" element={<LeaderboardsPage />} />
          <Route path="review" element={<ReviewPage />} />
          <Route path="karaoke/:chapter/:verse?" element={<KaraokePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
