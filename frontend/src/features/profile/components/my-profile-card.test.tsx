import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';

import { api, testProfile } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import type { ProfileInfo, ProfileInfoUpdate } from '@/types/api';

import { MyProfileCard } from './my-profile-card';

/** A profile endpoint that remembers updates, recording what each PUT sent. */
function useProfileServer() {
  let profile: ProfileInfo = { ...testProfile };
  const updates: ProfileInfoUpdate[] = [];
  server.use(
    http.get(api('/auth/profile/info/'), () => HttpResponse.json(profile)),
    http.put(api('/auth/profile/update/'), async ({ request }) => {
      const update = (await request.json()) as ProfileInfoUpdate;
      updates.push(update);
      profile = { ...profile, ...update };
      return HttpResponse.json(profile);
    }),
  );
  return updates;
}

/** Edits the first name to `name` and saves it. */
async function saveFirstName(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit First name' }));
  const input = screen.getByRole('textbox', { name: 'First name' });
  await user.clear(input);
  await user.type(input, name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('MyProfileCard', () => {
  beforeEach(() => signIn());

  it('shows the names and the date the user joined', async () => {
    renderWithProviders(<MyProfileCard />);

    expect(await screen.findByText('Amina')).toBeInTheDocument();
    expect(screen.getByText('Yusuf')).toBeInTheDocument();
    expect(screen.getByText('Joined March 15, 2024')).toBeInTheDocument();
  });

  it('says a guest’s generated first name in Russian, and keeps it as it was when saved unchanged', async () => {
    const updates = useProfileServer();
    server.use(
      http.get(api('/auth/profile/info/'), () =>
        HttpResponse.json<ProfileInfo>({ ...testProfile, first_name: 'Guest', last_name: '6041', is_guest: true }),
      ),
    );
    await i18n.changeLanguage('ru');
    const { user } = renderWithProviders(<MyProfileCard />);

    expect(await screen.findByText('Гость')).toBeInTheDocument();
    expect(screen.getByText('6041')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить: Имя' }));
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Гость');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await expect.poll(() => updates).toEqual([{ first_name: 'Guest', last_name: '6041' }]);
  });

  it('saves an edited first name together with the last name', async () => {
    const updates = useProfileServer();
    const { user } = renderWithProviders(<MyProfileCard />);

    await saveFirstName(user, 'Maryam');

    expect(await screen.findByText('Maryam')).toBeInTheDocument();
    expect(updates).toEqual([{ first_name: 'Maryam', last_name: 'Yusuf' }]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByText('Profile information updated successfully!')).toBeInTheDocument();
  });

  it('restores the saved name on cancel without calling the server', async () => {
    const updates = useProfileServer();
    const { user } = renderWithProviders(<MyProfileCard />);

    await user.click(await screen.findByRole('button', { name: 'Edit Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Yusuf')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it('explains a refused update and stays in edit mode', async () => {
    server.use(
      http.put(api('/auth/profile/update/'), () =>
        HttpResponse.json(
          { message: 'Invalid input.', fields: { last_name: ['Ensure this field has no more than 150 characters.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<MyProfileCard />);

    await user.click(await screen.findByRole('button', { name: 'Edit Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to update profile information.')).toBeInTheDocument();
    expect(within(toast).getByText('Ensure this field has no more than 150 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Yusufx');
  });

  it('keeps what was typed when the update is over a request limit, and says when to try again', async () => {
    server.use(
      http.put(api('/auth/profile/update/'), () =>
        HttpResponse.json(
          { message: 'Too many requests: try again in 42 s.', fields: {} },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = renderWithProviders(<MyProfileCard />);

    await saveFirstName(user, 'Maryam');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to update profile information.')).toBeInTheDocument();
    expect(within(toast).getByText('Try again in 42 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maryam');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('makes the profile private and public again with its switch, saying what others see', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(api('/auth/profile/privacy/'), async ({ request }) => {
        const body = (await request.json()) as { is_private: boolean };
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderWithProviders(<MyProfileCard />);
    const privacy = await screen.findByRole('switch', { name: 'Private profile' });
    expect(privacy).not.toBeChecked();
    expect(privacy).toHaveAccessibleDescription(/Others see your full name and photo/);

    await user.click(privacy);

    expect(await screen.findByRole('switch', { name: 'Private profile' })).toBeChecked();
    expect(privacy).toHaveAccessibleDescription(/only your first name and the initial of your last name/);
    await user.click(privacy);
    await expect.poll(() => sent).toEqual([{ is_private: true }, { is_private: false }]);
    expect(screen.getByRole('switch', { name: 'Private profile' })).not.toBeChecked();
  });

  it('puts the privacy switch back and says so when the change is refused', async () => {
    server.use(http.put(api('/auth/profile/privacy/'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderWithProviders(<MyProfileCard />);

    await user.click(await screen.findByRole('switch', { name: 'Private profile' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to change your privacy setting.')).toBeInTheDocument();
    const privacy = screen.getByRole('switch', { name: 'Private profile' });
    expect(privacy).not.toBeChecked();
    expect(privacy).toHaveAttribute('aria-disabled', 'false');
    expect(privacy).toHaveFocus();
  });

  it('tells the user when the profile cannot be loaded', async () => {
    server.use(http.get(api('/auth/profile/info/'), () => new HttpResponse(null, { status: 500 })));

    renderWithProviders(<MyProfileCard />);

    expect(await screen.findByText('Failed to fetch profile information.')).toBeInTheDocument();
    expect(screen.getByText('Profile information is unavailable.')).toBeInTheDocument();
  });
});
