/**
 * How the API clients reach the services during a server render: the server that renders (the
 * gateway) hands in a fetch that sends `<SERVER_API_BASE>/api/<service>/…` straight to the service.
 */
type Fetch = (request: Request) => Promise<Response>;

/** A placeholder origin: requests built on it never leave the process unless the handed-in fetch sends them. */
export const SERVER_API_BASE = 'http://api.invalid';

let serverFetch: Fetch | undefined;

export function setServerFetch(fetch: Fetch): void {
  serverFetch = fetch;
}

export function fetchOnServer(request: Request): Promise<Response> {
  if (!serverFetch) throw new Error('A server render needs setServerFetch() before it reads the API');
  return serverFetch(request);
}
