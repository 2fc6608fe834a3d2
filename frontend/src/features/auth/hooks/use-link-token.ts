import { useEffect, useRef, useState } from 'react';

/** The secret of a mailed link, which rides in the fragment (`#token=…`, never sent to a server, so no access log
 * holds it), handed to `open` once `ready`, and only once (a link works once: not a second time in React's
 * development double render either). Read once; then the fragment leaves the address bar, so the page's address can
 * be shared or bookmarked without it. */
export function useLinkToken(open: (token: string) => void, ready = true): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  const opened = useRef(false);
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);
  useEffect(() => {
    if (token && ready && !opened.current) {
      opened.current = true;
      open(token);
    }
  }, [token, ready, open]);
  return token;
}
