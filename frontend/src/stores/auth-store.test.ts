import { describe, expect, it } from 'vitest';

import { AUTH_TOKEN_KEY, useAuthStore } from './auth-store';

const auth = () => useAuthStore.getState();

describe('auth store', () => {
  it('starts loading and unauthenticated', () => {
    expect(auth()).toMatchObject({ token: null, isAuthenticated: false, loading: true });
  });

  it('becomes authenticated at initialisation when a token is stored', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stored-token');

    auth().init();

    expect(auth()).toMatchObject({ token: 'stored-token', isAuthenticated: true, loading: false });
  });

  it('becomes unauthenticated at initialisation when no token is stored', () => {
    auth().init();

    expect(auth()).toMatchObject({ token: null, isAuthenticated: false, loading: false });
  });

  it('becomes authenticated when a token is set, and mirrors it to authToken', () => {
    auth().setToken('new-token');

    expect(auth()).toMatchObject({ token: 'new-token', isAuthenticated: true, loading: false });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
  });

  it('clears the token on logout', () => {
    auth().setToken('new-token');

    auth().logout();

    expect(auth()).toMatchObject({ token: null, isAuthenticated: false, loading: false });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('persists the session, not the loading flag, under auth-store', () => {
    auth().setToken('new-token');

    const persisted = JSON.parse(localStorage.getItem('auth-store') ?? '{}');
    expect(persisted.state).toEqual({ token: 'new-token', isAuthenticated: true });
  });
});
