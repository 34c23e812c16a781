import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';
import { delay, isSessionEnded, leavePortal } from './portalQueries';
import { useMountedSignal } from './useMountedSignal';

/** Spec 001 §9: the dashboard follows 2 s after the video is marked watched. */
export const TO_DASHBOARD_MS = 2_000;

/**
 * I've Watched the Video, which completes the onboarding: the record it answers goes into the cache,
 * the page says so, and the dashboard follows. `complete` once it has been marked.
 */
export function useVideoWatched() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [complete, setComplete] = useState(false);
  const mounted = useMountedSignal();
  const watched = useMutation({
    mutationFn: () => expectOk(onboardingApi.POST('/client/video-watched')),
    // Nothing of this happens for a screen that has gone (signed out, or left) in the meantime.
    onSuccess: async (client) => {
      const signal = mounted();
      if (signal.aborted) return;
      queryClient.setQueryData(onboardingKeys.portal.client, client);
      setComplete(true);
      notify.success(t('video.welcome'));
      await delay(TO_DASHBOARD_MS, signal);
      if (!signal.aborted) void navigate('/onboarding/dashboard', { replace: true });
    },
    onError: (error) => {
      if (isSessionEnded(error)) leavePortal();
      else if (!mounted().aborted) notify.error(t('video.failed'));
    },
  });
  return { watched, complete };
}
