import { lazy, Suspense } from 'react';

import { Attribution } from '@/components/layouts/attribution';
import { SignIn } from '@/features/auth/components/sign-in';
import { PEOPLE_SEARCH_ANCHOR } from '@/features/friends/utils/people-search-anchor';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingQuote } from '@/features/landing/components/landing-quote';
import { LandingStats } from '@/features/landing/components/landing-stats';
import { useAuthStore } from '@/stores/auth-store';

import styles from './landing.module.css';

// Most who open the landing page are visitors: the signed-in corner's code (and the app's messages it uses) loads
// only for those who need it.
const ProfileNav = lazy(() => import('../components/profile-nav').then(({ ProfileNav }) => ({ default: ProfileNav })));

export default function LandingRoute() {
  const loading = useAuthStore((state) => state.loading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // Nothing in the account corner until auth state is known, so it never flashes the wrong block.
  const account = loading ? null : isAuthenticated ? (
    <Suspense fallback={null}>
      <ProfileNav />
    </Suspense>
  ) : (
    <SignIn />
  );

  return (
    <div className={styles.page}>
      <LandingHeader account={account} />
      <main>
        {/* Visitors see the highlight with a sign-in prompt; the search itself is on the profile. */}
        <LandingHero findFriendsPath={isAuthenticated ? `/profile#${PEOPLE_SEARCH_ANCHOR}` : null} />
        <LandingStats />
        <LandingQuote />
      </main>
      <footer className={styles.footer}>
        <Attribution />
      </footer>
    </div>
  );
}
