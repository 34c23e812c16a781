import { onboardingContract } from '../../contract.js';
import type { OnboardingConfig } from '../../config.js';

type PortalSettings = {
  demoMode: boolean;
  welcomeVideo: { src: string; captionsSrc: string | null; posterSrc: string | null } | null;
};

/** What the step pages need to know of this install: whether demo mode is on, and the welcome video if there is one. */
export function portalSettings(config: OnboardingConfig): PortalSettings {
  const src = config.WELCOME_VIDEO_URL;
  return {
    demoMode: config.DEMO_MODE,
    welcomeVideo: src
      ? { src, captionsSrc: config.WELCOME_VIDEO_CAPTIONS_URL ?? null, posterSrc: config.WELCOME_VIDEO_POSTER_URL ?? null }
      : null,
  };
}

/** The portal's settings, public: they say nothing a visitor could not see on the pages. */
export const portalModule = onboardingContract.module({
  name: 'portal',
  setup: ({ config }) => {
    const settings = portalSettings(config);
    return {
      operations: onboardingContract.operations({
        getPortalSettings: { handler: () => ({ status: 200, body: settings }) },
      }),
    };
  },
});
