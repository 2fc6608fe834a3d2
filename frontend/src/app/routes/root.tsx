import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';

import { registerNavigate } from '@/lib/navigation';

/** Root of every page: lets the API client's 401 handling navigate inside the app instead of reloading it. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(() => registerNavigate((to) => void navigate(to, { replace: true })), [navigate]);

  return <Outlet />;
}
