import { Outlet } from 'react-router-dom';
import { QueryProvider } from '../../shared/api/QueryProvider';
import { RequireTeam } from '../../identity/auth/RequireTeam';

/** Every back-office route except the login: for the team only, with react-query available. */
export function AdminArea() {
  return (
    <RequireTeam>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </RequireTeam>
  );
}
