import { Outlet } from 'react-router-dom';
import { QueryProvider } from '../../api/QueryProvider';
import { RequireAdmin } from '../../auth/RequireAdmin';

/** Every admin route except the login: guarded, with react-query available. */
export function AdminArea() {
  return (
    <RequireAdmin>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </RequireAdmin>
  );
}
