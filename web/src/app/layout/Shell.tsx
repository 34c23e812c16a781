import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { t } from '../../shared/i18n/messages';
import { isToasterNeeded, subscribeToToaster } from '../../shared/lib/notify';
import layout from '../../shared/ui/layout.module.css';
import { ScrollManager } from './ScrollManager';

const AppToaster = lazy(() => import('./AppToaster').then((module) => ({ default: module.AppToaster })));

/** What every layout shares: scroll handling, the main landmark around the page, and the toasts. */
export function Shell({ header, footer }: { header: ReactNode; footer?: ReactNode }) {
  const toasterNeeded = useSyncExternalStore(subscribeToToaster, isToasterNeeded, isToasterNeeded);

  return (
    <>
      <ScrollManager />
      {header}
      <main id="main" tabIndex={-1} className={footer ? layout.aboveFooter : undefined}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {footer}
      {toasterNeeded && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}

export function PageLoading() {
  return (
    <p className={layout.status} role="status">
      {t('site.loading')}
    </p>
  );
}
