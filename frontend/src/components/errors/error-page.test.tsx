import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';

import { ErrorBoundary } from './error-boundary';
import { NotFoundPage } from './error-page';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

describe('NotFoundPage', () => {
  it('says the page was not found, not that the app failed, with a way home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});

describe('ErrorBoundary', () => {
  it('shows the message and stack trace of a thrown error', () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Verse index out of range');
    error.stack = 'Error: Verse index out of range\n    at LearnCard (learn-card.tsx:12:3)';

    render(
      <MemoryRouter>
        <ErrorBoundary resetKey="/games/2/300">
          <Thrower error={error} />
        </ErrorBoundary>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Verse index out of range')).toBeInTheDocument();
    expect(screen.getByText(/at LearnCard \(learn-card\.tsx:12:3\)/)).toBeInTheDocument();
  });

  it('renders the page again once the learner has gone elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Pages() {
      const [page, setPage] = useState('/broken');
      return (
        <>
          <button onClick={() => setPage('/levels')}>Go to the level map</button>
          <ErrorBoundary resetKey={page}>
            {page === '/broken' ? <Thrower error="a string, not an Error" /> : <p>Level map</p>}
          </ErrorBoundary>
        </>
      );
    }
    render(
      <MemoryRouter>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByText('a string, not an Error')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to the level map' }));

    expect(screen.getByText('Level map')).toBeInTheDocument();
    expect(screen.queryByText('a string, not an Error')).not.toBeInTheDocument();
  });
});
