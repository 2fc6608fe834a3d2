type Navigate = (to: string) => void;

// Before the router registers itself (or outside it, e.g. in tests) a full page load still gets the user there.
const loadPage: Navigate = (to) => window.location.assign(to);

let navigate: Navigate = loadPage;

/** Lets code outside React (the API client) navigate through the router; returns the unregister function. */
export function registerNavigate(routerNavigate: Navigate): () => void {
  navigate = routerNavigate;
  return () => {
    if (navigate === routerNavigate) navigate = loadPage;
  };
}

export function navigateTo(to: string): void {
  navigate(to);
}
