import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { lazyPage } from './lib/lazyPage';
import { HomePage } from './pages/home/HomePage';
import { adminPlaceholders, publicPlaceholders } from './pages/placeholderRoutes';

// Home is in the entry chunk; every other page loads on demand to keep the first route small.
const PlaceholderPage = lazyPage(() => import('./pages/PlaceholderPage'), 'PlaceholderPage');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const AdminArea = lazyPage(() => import('./pages/admin/AdminArea'), 'AdminArea');
const AdminLoginPage = lazyPage(() => import('./pages/admin/AdminLoginPage'), 'AdminLoginPage');
const AdminDashboardPage = lazyPage(() => import('./pages/admin/AdminDashboardPage'), 'AdminDashboardPage');
const AdminInquiriesPage = lazyPage(() => import('./pages/admin/inquiries/AdminInquiriesPage'), 'AdminInquiriesPage');

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {publicPlaceholders.map(({ path, ...page }) => (
          <Route key={path} path={path} element={<PlaceholderPage {...page} />} />
        ))}
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route element={<AdminArea />}>
          <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
          <Route path="/admin/inquiries" element={<AdminInquiriesPage />} />
          {adminPlaceholders.map(({ path, ...page }) => (
            <Route key={path} path={path} element={<PlaceholderPage {...page} />} />
          ))}
        </Route>
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
