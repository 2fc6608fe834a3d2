import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';

import LandingRoute from './landing';

function renderLanding() {
  useAuthStore.getState().init();
  return renderWithProviders(<LandingRoute />);
}

describe('the landing page for a visitor', () => {
  it('leads every entry of its menu to a part of the page', async () => {
    renderLanding();
    // Contacts come with the site's config.
    await screen.findByRole('link', { name: 'Contacts' });

    const sections = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '#top'],
      ['Methods', '#methods'],
      ['About us', '#about'],
      ['Contacts', '#contacts'],
    ]);
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    }
    const contact = screen.getByRole('link', { name: 'hello@hafiz.example' });
    expect(contact).toHaveAttribute('href', 'mailto:hello@hafiz.example');
  });

  it('leaves Contacts out where the site gives no address', async () => {
    server.use(
      http.get(api('/config/'), () =>
        HttpResponse.json({ google_client_id: null, demo_login: true, audio_base_url: '', contact_email: null }),
      ),
    );
    renderLanding();

    expect(await screen.findByRole('button', { name: 'Try the demo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contacts' })).not.toBeInTheDocument();
    expect(document.getElementById('contacts')).toBeNull();
  });

  it('opens and closes the menu from its button, as a phone shows it', async () => {
    const { user } = renderLanding();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('button', { name: 'Try the demo' }),
    );

    await user.click(screen.getByRole('link', { name: 'Methods' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the language switch, Get started and the cards a way on', () => {
    renderLanding();

    expect(screen.getByRole('group', { name: 'Interface language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/levels');
    expect(screen.getByRole('link', { name: 'Sign in to find your friends' })).toHaveAttribute(
      'href',
      '/profile#find-friends',
    );
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    renderLanding();

    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Методы' })).toHaveAttribute('href', '#methods');
    expect(screen.getByRole('heading', { level: 2, name: 'Как учит Hafiz' })).toBeInTheDocument();
    expect(screen.getByText('Скоро')).toBeInTheDocument();
  });
});
