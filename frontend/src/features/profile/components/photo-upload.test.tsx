import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders, signIn } from '@/testing/test-utils';

import { PhotoUpload } from './photo-upload';

const photo = () => new File(['png'], 'me.png', { type: 'image/png' });

describe('PhotoUpload', () => {
  beforeEach(() => signIn());

  it('uploads the photo as profile_photo and shows it with the server message', async () => {
    let uploaded: FormDataEntryValue | null = null;
    let photoUrl: string | null = null;
    server.use(
      http.get(api('/auth/profile/info/photo/'), () => HttpResponse.json({ url: photoUrl })),
      http.put(api('/auth/profile/update/photo/'), async ({ request }) => {
        uploaded = (await request.formData()).get('profile_photo');
        photoUrl = '/media/photos/ab12.jpg';
        return HttpResponse.json({ url: photoUrl, message: 'Profile photo updated.' });
      }),
    );
    const { user } = renderWithProviders(<PhotoUpload />);

    await user.upload(screen.getByLabelText('Upload'), photo());

    expect(await screen.findByText('Profile photo updated.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', '/media/photos/ab12.jpg');
    expect(uploaded).toMatchObject({ type: 'image/png' });
  });

  it('shows the failure and the server’s reason when the upload is refused', async () => {
    server.use(
      http.put(api('/auth/profile/update/photo/'), () =>
        HttpResponse.json(
          { message: 'Invalid input.', fields: { profile_photo: ['Upload a valid image.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<PhotoUpload />);

    await user.upload(screen.getByLabelText('Upload'), photo());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to upload profile photo.')).toBeInTheDocument();
    expect(within(toast).getByText('Upload a valid image.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('rejects a file that is not an image without calling the server', async () => {
    let called = false;
    server.use(
      http.put(api('/auth/profile/update/photo/'), () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(<PhotoUpload />);

    // The picker's accept filter is bypassed, as with drag-and-drop.
    await user
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Upload'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
    expect(called).toBe(false);
  });
});
