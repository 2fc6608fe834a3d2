import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadPage } from '@/app/router';
import { useAuthStore } from '@/stores/auth-store';

import '@/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

useAuthStore.getState().init();
// The page's code is already on its way (the server names it in modulepreload links); until it is in, the screen
// would only show a spinner. A visitor without a session is sent to the landing page, whose code is the one needed.
// The first render is a transition, so React renders the page in slices and lets the browser in between, rather
// than in one long task that keeps a tap waiting.
const firstPage = useAuthStore.getState().isAuthenticated ? window.location.pathname : '/';
void preloadPage(firstPage).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
