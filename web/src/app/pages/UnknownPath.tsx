import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyPage } from '../../shared/lib/lazyPage';

const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

/**
 * An unknown path shows 'Page Not Found' where it is (the server answers it with a 404), then takes
 * the address to /404, replacing it in the history, as the spec's routing says. The site's routes and
 * the back office's (under its roots) end in it.
 */
export function UnknownPath() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/404', { replace: true });
  }, [navigate]);
  return <NotFoundPage />;
}
