import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll } from 'vitest';

import i18n from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';

import { server } from './mocks/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  toast.dismiss();
  server.resetHandlers();
  // Before clearing storage: changing the language caches it there.
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState(useAuthStore.getInitialState());
});

afterAll(() => server.close());
