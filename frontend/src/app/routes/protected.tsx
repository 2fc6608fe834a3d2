import { Navigate, Outlet } from 'react-router';

import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { useAuthStore } from '@/stores/auth-store';

/** SPEC §2: signed-in users only; a spinner while auth state loads, visitors go to the landing page. */
export function ProtectedLayout() {
  const loading = useAuthStore((state) => state.loading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);

  if (loading) return <FullScreenSpinner />;
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}
