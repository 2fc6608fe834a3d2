import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB, where recordings wait to be sent (lib/recordings/waiting-recordings).
import 'fake-indexeddb/auto';

import { cleanup } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll } from 'vitest';

import i18n, { loadAppMessages, supportedLanguages } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';

import { server } from './mocks/server';

// jsdom has no pointer capture; @use-gesture (the level map's gestures) captures the pointer of every press.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
// jsdom lays nothing out, so it cannot scroll; a page opening at its top asks it to (tests that check spy on it).
window.scrollTo = () => {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app fetches these with a page's code; components rendered on their own find them already there.
  await loadAppMessages();
  await i18n.loadLanguages([...supportedLanguages]);
});

afterEach(async () => {
  cleanup();
  toast.dismiss();
  server.resetHandlers();
  // Before clearing storage: changing the language caches it there.
  await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  await clear(createStore('hafiz-recordings', 'waiting'));
  useAuthStore.setState(useAuthStore.getInitialState());
});

afterAll(() => server.close());
