import type { ToastOptions } from 'react-toastify';

// SPEC §8: profile toasts appear top-centre in the coloured theme.
export const profileToastOptions: ToastOptions = { position: 'top-center', theme: 'colored' };
