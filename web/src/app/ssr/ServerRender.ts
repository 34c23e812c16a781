import { createContext, useContext } from 'react';

/**
 * What a server render learns while it renders (entry-server.tsx provides it; in the browser there is
 * none): the HTTP status the page answers with (or the address it has moved to), and the page's
 * structured data for the document head.
 */
export interface ServerRender {
  setStatus(status: number): void;
  /** The page lives at another address for good: the server answers 301 with this Location, not the page. */
  movedTo(location: string): void;
  setStructuredData(blocks: string[]): void;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export const useServerRender = () => useContext(ServerRenderContext);

/** The status the server answers this page with (404 for one that is not there); nothing in the browser. */
export function useHttpStatus(status: number): void {
  useServerRender()?.setStatus(status);
}
