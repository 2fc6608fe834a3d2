import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '@/stores/auth-store';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';

import { apiClient } from './api-client';
import { registerNavigate } from './navigation';

const echoAuthorization = http.get(api('/echo/'), ({ request }) =>
  HttpResponse.json({ authorization: request.headers.get('Authorization') }),
);

describe('apiClient', () => {
  const navigate = vi.fn();
  let unregister = () => {};
  afterEach(() => unregister());

  it('sends the token as "Token <token>" when there is one', async () => {
    server.use(echoAuthorization);
    useAuthStore.getState().setToken('abc123');

    const response = await apiClient.get<{ authorization: string | null }>('/echo/');

    expect(response.data.authorization).toBe('Token abc123');
  });

  it('sends no Authorization header without a token', async () => {
    server.use(echoAuthorization);

    const response = await apiClient.get<{ authorization: string | null }>('/echo/');

    expect(response.data.authorization).toBeNull();
  });

  it('logs out and goes to the landing page on a 401', async () => {
    server.use(
      http.get(api('/auth/profile/info/'), () => HttpResponse.json({ message: 'Invalid token.' }, { status: 401 })),
    );
    unregister = registerNavigate(navigate);
    useAuthStore.getState().setToken('expired');

    await expect(apiClient.get('/auth/profile/info/')).rejects.toMatchObject({ response: { status: 401 } });

    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('leaves the session alone on other errors', async () => {
    server.use(http.get(api('/auth/profile/info/'), () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
    unregister = registerNavigate(navigate);
    useAuthStore.getState().setToken('valid');

    await expect(apiClient.get('/auth/profile/info/')).rejects.toMatchObject({ response: { status: 500 } });

    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
