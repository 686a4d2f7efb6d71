/**
 * A way for other parts of the page (the 404 page's search button) to open the navbar's search panel, optionally with
 * words already typed. The navbar's Search listens while it is mounted; a plain module, so the request costs nothing
 * until someone makes it.
 */
type Listener = (query: string) => void;

const listeners = new Set<Listener>();

export function requestSearch(query = ''): void {
  for (const listener of listeners) listener(query);
}

export function onSearchRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
