import type { ToastOptions } from 'react-toastify';

// docs/product.md §8: profile toasts appear top-centre in the coloured theme.
export const profileToastOptions: ToastOptions = { position: 'top-center', theme: 'colored' };
