import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadPage } from '@/app/router';

import '@/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's code is already on its way (the server names it in modulepreload links); until it is in, the screen
// would only show a spinner.
void preloadPage(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
