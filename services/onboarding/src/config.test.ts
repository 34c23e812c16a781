import { describe, expect, it } from 'vitest';
import { loadOnboardingConfig } from './config.js';
import { portalSettings } from './modules/portal/portal.module.js';

const env = (extra: Record<string, string> = {}) => ({
  JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----',
  ...extra,
});

describe('onboarding’s configuration', () => {
  it('has demo mode off and no welcome video unless told', () => {
    const config = loadOnboardingConfig(env());
    expect(config.DEMO_MODE).toBe(false);
    expect(portalSettings(config)).toEqual({ demoMode: false, welcomeVideo: null });
  });

  it('reads demo mode from true/false/1/0 and refuses anything else', () => {
    expect(loadOnboardingConfig(env({ DEMO_MODE: 'true' })).DEMO_MODE).toBe(true);
    expect(loadOnboardingConfig(env({ DEMO_MODE: '1' })).DEMO_MODE).toBe(true);
    expect(loadOnboardingConfig(env({ DEMO_MODE: '0' })).DEMO_MODE).toBe(false);
    expect(() => loadOnboardingConfig(env({ DEMO_MODE: 'yes' }))).toThrow(/DEMO_MODE/);
  });

  it('takes the welcome video from an http(s) URL or a site path; empty is unset', () => {
    const config = loadOnboardingConfig(
      env({
        WELCOME_VIDEO_URL: '/media/welcome.mp4',
        WELCOME_VIDEO_POSTER_URL: 'https://cdn.example/poster.jpg',
        WELCOME_VIDEO_CAPTIONS_URL: '',
      }),
    );
    expect(portalSettings(config).welcomeVideo).toEqual({
      src: '/media/welcome.mp4',
      captionsSrc: null,
      posterSrc: 'https://cdn.example/poster.jpg',
    });
    expect(() => loadOnboardingConfig(env({ WELCOME_VIDEO_URL: 'javascript:alert(1)' }))).toThrow(/WELCOME_VIDEO_URL/);
    expect(() => loadOnboardingConfig(env({ WELCOME_VIDEO_URL: '//evil.example/x.mp4' }))).toThrow(/WELCOME_VIDEO_URL/);
  });

  it('marks clients waiting more than 3 days at a step unless told otherwise, and takes whole days from 1 to 365', () => {
    expect(loadOnboardingConfig(env()).STUCK_AFTER_DAYS).toBe(3);
    expect(loadOnboardingConfig(env({ STUCK_AFTER_DAYS: '7' })).STUCK_AFTER_DAYS).toBe(7);
    for (const bad of ['0', '2.5', 'soon', '366']) {
      expect(() => loadOnboardingConfig(env({ STUCK_AFTER_DAYS: bad }))).toThrow(/STUCK_AFTER_DAYS/);
    }
  });
});
