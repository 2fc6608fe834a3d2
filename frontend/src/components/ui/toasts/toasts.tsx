import { ToastContainer } from 'react-toastify';

// docs/product.md §8, §9: toasts close after 5 s and default to the top right.
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} />;
}
