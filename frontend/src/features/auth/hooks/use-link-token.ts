import { useEffect, useState } from 'react';

/** The secret of a mailed link, which rides in the fragment (`#token=…`, never sent to a server, so no access log
 * holds it). Read once; then the fragment leaves the address bar, so the page's address can be shared or bookmarked
 * without it. */
export function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);
  return token;
}
