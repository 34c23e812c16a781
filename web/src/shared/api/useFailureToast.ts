import { useEffect } from 'react';
import { notify } from '../lib/notify';

/** One toast per failed load of a query, keyed by when the error happened. */
export function useFailureToast({ isError, errorUpdatedAt }: { isError: boolean; errorUpdatedAt: number }, message: string) {
  useEffect(() => {
    if (isError) notify.error(message);
  }, [isError, errorUpdatedAt, message]);
}
