import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';
import './layout.css';

export function Layout() {
  return (
    <>
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <p className="page-status" role="status">
              Loading...
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster position="top-right" theme="light" richColors closeButton />
    </>
  );
}
