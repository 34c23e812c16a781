import { z } from 'zod';
import { parseConfig, registeredServiceEnv } from '@agency/kit';

/** 'true' / 'false' (or '1' / '0') from the environment; anything else is a configuration error. */
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * Where the browser fetches a file from: an absolute http(s) URL, or a path on the site itself. Empty
 * (as a compose file passes an unset key) is the same as not set.
 */
const mediaSource = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .max(2048)
    .refine(
      (value) => /^https?:\/\/\S+$/.test(value) || /^\/(?!\/)\S*$/.test(value),
      'must be an http(s) URL or a path starting with /',
    )
    .optional(),
);

export const onboardingEnv = registeredServiceEnv('onboarding').extend({
  /**
   * The demo shortcuts (skip payment, mark the contract signed) for a showroom install; off, their routes
   * answer 404 as if they did not exist.
   */
  DEMO_MODE: flag.default(false),
  /** The welcome video of the last step; without one the page shows its text alone. */
  WELCOME_VIDEO_URL: mediaSource,
  /** English captions (WebVTT) of the welcome video. */
  WELCOME_VIDEO_CAPTIONS_URL: mediaSource,
  /** The image shown before the welcome video plays. */
  WELCOME_VIDEO_POSTER_URL: mediaSource,
  /** A client waiting at one onboarding step for more than this many days is marked in the team's list. */
  STUCK_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(3),
});

export type OnboardingConfig = z.infer<typeof onboardingEnv>;

export const loadOnboardingConfig = (env: NodeJS.ProcessEnv = process.env): OnboardingConfig => parseConfig(onboardingEnv, env);
