import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RootLayout } from './root';

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            path: '/pickpath',
            element: (
              <>
                <p>Path choice</p>
                <Link to="/levels">Start</Link>
                <Link to="/pickpath?next=%2Flevels">Same page, new search</Link>
              </>
            ),
          },
          { path: '/levels', element: <p>Level map</p> },
          { path: '/games/:id', element: <p>Game page</p> },
        ],
      },
    ],
    { initialEntries: ['/pickpath'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('RootLayout', () => {
  let scrollTo: ReturnType<typeof vi.fn<typeof window.scrollTo>>;

  // jsdom lays nothing out, so it cannot scroll: the calls are what the page asks for.
  beforeEach(() => {
    scrollTo = vi.fn<typeof window.scrollTo>();
    vi.stubGlobal('scrollTo', scrollTo);
  });

  it('opens a page the learner goes on to at its top', async () => {
    const { user } = renderPages();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Start' }));

    expect(await screen.findByText('Level map')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0 });
  });

  it('leaves the scroll alone for a new search, an address rewritten in place, Back, and a part of a page', async () => {
    const { router, user } = renderPages();

    await user.click(screen.getByRole('link', { name: 'Same page, new search' }));
    await router.navigate('/games/112', { replace: true });
    expect(await screen.findByText('Game page')).toBeInTheDocument();
    await router.navigate('/pickpath#tiles');
    expect(await screen.findByText('Path choice')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('Game page')).toBeInTheDocument();

    expect(scrollTo).not.toHaveBeenCalled();
  });
});
