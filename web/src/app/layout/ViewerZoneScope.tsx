import { Fragment, type ReactNode } from 'react';
import { useViewerTimeZone } from '../../shared/lib/viewerZone';

/**
 * The portal's and the back office's screens, drawn again in the new zone as soon as the viewer's zone changes
 * (chosen on the Account page, or the account's arriving with the session): every time on them follows at once.
 * Never around a server-rendered page, whose first render must be the server's.
 */
export function ViewerZoneScope({ children }: { children: ReactNode }) {
  const zone = useViewerTimeZone();
  return <Fragment key={zone}>{children}</Fragment>;
}
