import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { usePlayerPositionStore } from '@/stores/player-position-store';
import { renderWithProviders } from '@/testing/test-utils';

import { LeftMenu } from './left-menu';

describe('LeftMenu', () => {
  it("opens the Hifz player at the learner's current verse the first time", () => {
    usePlayerPositionStore.setState({ position: null });

    renderWithProviders(<LeftMenu />, { url: '/levels' });

    const karaoke = screen.getByRole('link', { name: 'Karaoke' });
    expect(karaoke).toHaveAttribute('href', '/karaoke');
    expect(karaoke).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Study' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens it again where the learner left it, and is the current entry there', () => {
    usePlayerPositionStore.setState({
      position: { fromVerse: 6222, toVerse: 6225, verse: 6224, cursor: null, focus: null }, // 112:1–4, at 112:3
    });

    renderWithProviders(<LeftMenu />, { url: '/karaoke/112/3' });

    const karaoke = screen.getByRole('link', { name: 'Karaoke' });
    expect(karaoke).toHaveAttribute('href', '/karaoke/112/3');
    expect(karaoke).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the entries without a screen inert, in their places', () => {
    renderWithProviders(<LeftMenu />);

    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Home', 'Study', 'Leaderboards', 'Makhraj', 'Karaoke', 'Questions', 'More']);
    expect(screen.queryByRole('link', { name: 'Questions' })).not.toBeInTheDocument();
  });

  it('leads to Makhraj, the current entry there', () => {
    renderWithProviders(<LeftMenu />, { url: '/makhraj?letter=ain' });

    const makhraj = screen.getByRole('link', { name: 'Makhraj' });
    expect(makhraj).toHaveAttribute('href', '/makhraj');
    expect(makhraj).toHaveAttribute('aria-current', 'page');
  });

  it('leads to the leaderboards, the current entry there', () => {
    renderWithProviders(<LeftMenu />, { url: '/leaderboards' });

    const leaderboards = screen.getByRole('link', { name: 'Leaderboards' });
    expect(leaderboards).toHaveAttribute('href', '/leaderboards');
    expect(leaderboards).toHaveAttribute('aria-current', 'page');
  });
});
