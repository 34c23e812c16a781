import { Shell } from '../Shell';
import { AdminHeader } from './AdminHeader';

/** The back office: its own header and navigation, none of the public site's calls to action. */
export function AdminLayout() {
  return <Shell header={<AdminHeader />} />;
}
