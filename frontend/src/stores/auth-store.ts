import { create } from 'zustand';
import { persist } from 'zustand/middleware';

// docs/product.md §3: the token is also kept under its own key, which is what initialisation trusts.
export const AUTH_TOKEN_KEY = 'authToken';

type AuthState = {
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  init: () => void;
  setToken: (token: string) => void;
  logout: () => void;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      isAuthenticated: false,
      loading: true,
      init: () => {
        const token = localStorage.getItem(AUTH_TOKEN_KEY);
        set({ token, isAuthenticated: token !== null, loading: false });
      },
      setToken: (token) => {
        localStorage.setItem(AUTH_TOKEN_KEY, token);
        set({ token, isAuthenticated: true, loading: false });
      },
      logout: () => {
        localStorage.removeItem(AUTH_TOKEN_KEY);
        set({ token: null, isAuthenticated: false, loading: false });
      },
    }),
    {
      name: 'auth-store',
      // `loading` is not persisted: every page load starts loading until init() has run.
      partialize: ({ token, isAuthenticated }) => ({ token, isAuthenticated }),
    },
  ),
);
