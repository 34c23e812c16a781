import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router-dom';
import { isToasterNeeded, subscribeToToaster } from '../lib/notify';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';
import './layout.css';

const AppToaster = lazy(() => import('./AppToaster').then((module) => ({ default: module.AppToaster })));

export function Layout() {
  const toasterNeeded = useSyncExternalStore(subscribeToToaster, isToasterNeeded, isToasterNeeded);

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
      {toasterNeeded && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
