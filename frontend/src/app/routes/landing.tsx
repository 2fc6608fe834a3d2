import { lazy, Suspense } from 'react';

import { Attribution } from '@/components/layouts/attribution';
import { SignIn } from '@/features/auth/components/sign-in';
import { PEOPLE_SEARCH_ANCHOR } from '@/features/friends/utils/people-search-anchor';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingQuote } from '@/features/landing/components/landing-quote';
import { LandingAbout, LandingMethods } from '@/features/landing/components/landing-sections';
import { LandingStats } from '@/features/landing/components/landing-stats';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
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
    <LanguageSwitcher />
  );

  return (
    <div id="top" className={styles.page}>
      <LandingHeader account={account} signIn={loading || isAuthenticated ? null : <SignIn />} />
      <main>
        {/* The search itself is on the profile; a visitor is asked to sign in on the way. */}
        <LandingHero findFriendsPath={`/profile#${PEOPLE_SEARCH_ANCHOR}`} signedIn={isAuthenticated} />
        <LandingStats />
        <LandingMethods />
        <LandingAbout />
        <LandingQuote />
      </main>
      <footer className={styles.footer}>
        <Attribution />
      </footer>
    </div>
  );
}
