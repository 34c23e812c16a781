import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../../shared/api/clients';
import { queryClient } from '../../../shared/api/queryClient';
import { saveFile } from '../../../shared/api/saveFile';
import { onboardingKeys } from '../../onboardingKeys';
import { setSession } from '../../../shared/api/session';
import { notify } from '../../../shared/lib/notify';
import { failure, ok } from '../../../shared/test/apiResult';
import { clientRecord, currentLocation } from '../testPortal';
import { answerReads, onboardingGet, onboardingPost, renderStep, resetSteps } from './testSteps';

vi.mock('../../../shared/api/clients', () => ({ identityApi: { POST: vi.fn() }, refreshSession: vi.fn(), endSession: vi.fn() }));
vi.mock('../../onboardingClient', () => ({ onboardingApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../payments/paymentsClient', () => ({ paymentsApi: { GET: vi.fn(), POST: vi.fn() } }));
vi.mock('../../../shared/api/saveFile', () => ({ saveFile: vi.fn() }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const signed = clientRecord({ paymentCompleted: true, contractSigned: true, stepCompleted: 3 });
const complete = clientRecord({
  paymentCompleted: true,
  contractSigned: true,
  videoWatched: true,
  onboardingComplete: true,
  stepCompleted: 4,
});
const welcomeVideo = { src: '/media/welcome.mp4', captionsSrc: '/media/welcome.en.vtt', posterSrc: '/media/welcome.jpg' };

// One test waits out the spec's real 2 s on a machine that may be busy.
describe('the video step', { timeout: 15_000 }, () => {
  beforeAll(() => import('./StepScreen'));

  beforeEach(() => {
    resetSteps();
  });

  it("plays the configured video with its captions and poster, and lists 'What You'll Learn'", async () => {
    answerReads({ client: signed, settings: { welcomeVideo } });
    await renderStep('video');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Video' })).toBeTruthy();
    const video = await vi.waitFor(() => {
      const found = document.querySelector('video');
      if (!found) throw new Error('no video yet');
      return found;
    });
    expect(video.getAttribute('poster')).toBe('/media/welcome.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    // Captions from a CDN load only over CORS.
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
    expect(video.querySelector('source')!.getAttribute('src')).toBe('/media/welcome.mp4');
    const track = video.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('src'), track.getAttribute('srclang')]).toEqual([
      'captions',
      '/media/welcome.en.vtt',
      'en',
    ]);
    const learn = screen.getByRole('region', { name: "What You'll Learn" });
    expect(within(learn).getAllByRole('listitem')).toHaveLength(4);
  });

  it('works without a configured video', async () => {
    answerReads({ client: signed });
    await renderStep('video');
    expect(await screen.findByText('The welcome video is not available here yet; what it covers is listed below.')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
    // A player-shaped placeholder stands where the video would be.
    const placeholder = screen.getByRole('figure', { name: 'Welcome video' });
    expect(placeholder.className).toMatch(/placeholder/);
    expect(placeholder.textContent).toContain('The welcome video is not available here yet');
    expect(screen.getByRole('button', { name: "I've Watched the Video" })).toBeTruthy();
  });

  it("completes the onboarding: 'Onboarding Complete!', the toast, and the dashboard after 2 s", async () => {
    const user = userEvent.setup();
    answerReads({ client: signed });
    onboardingPost().mockResolvedValue(complete as never);
    // The 2 s count from the toast, not from when this test, on a busy machine, got to see the heading.
    let toastedAt = 0;
    vi.mocked(notify.success).mockImplementation(() => {
      toastedAt ||= Date.now();
    });
    await renderStep('video');
    await user.click(await screen.findByRole('button', { name: "I've Watched the Video" }));
    expect(onboardingPost()).toHaveBeenCalledWith('/client/video-watched');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Onboarding Complete!' });
    // The button's screen has gone: the focus goes to the new heading.
    expect(document.activeElement).toBe(heading);
    // Centred, with a progress indicator while the dashboard is on its way.
    expect(screen.getByRole('progressbar', { name: 'Onboarding Complete!' })).toBeTruthy();
    expect(heading.closest('section')!.className).toMatch(/centered/);
    expect(notify.success).toHaveBeenCalledWith('Welcome to your dashboard!');
    expect(currentLocation()).toBe('/onboarding/video');
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding/dashboard'), { timeout: 4_000 });
    expect(Date.now() - toastedAt).toBeGreaterThanOrEqual(1_900);
  });

  it('does not go on to the dashboard when the client signs out during the 2 s', async () => {
    const user = userEvent.setup();
    answerReads({ client: signed });
    onboardingPost().mockResolvedValue(complete as never);
    vi.mocked(endSession).mockImplementation(async () => setSession(null));
    await renderStep('video');
    await user.click(await screen.findByRole('button', { name: "I've Watched the Video" }));
    await screen.findByRole('heading', { level: 1, name: 'Onboarding Complete!' });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(currentLocation()).toBe('/onboarding'));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(currentLocation()).toBe('/onboarding');
  });

  it('decides on the record read on arrival, not on one an earlier page cached', async () => {
    // Cached by the payment page before the client paid and signed (in another tab, say).
    queryClient.setQueryData(onboardingKeys.portal.client, clientRecord().data);
    answerReads({ client: signed });
    await renderStep('video');
    expect(await screen.findByRole('button', { name: "I've Watched the Video" })).toBeTruthy();
    expect(currentLocation()).toBe('/onboarding/video');
  });

  it("says 'Failed to update progress.' when it cannot be saved", async () => {
    const user = userEvent.setup();
    answerReads({ client: signed });
    onboardingPost().mockResolvedValue(failure(500) as never);
    await renderStep('video');
    await user.click(await screen.findByRole('button', { name: "I've Watched the Video" }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to update progress.'));
    expect(screen.queryByRole('heading', { name: 'Onboarding Complete!' })).toBeNull();
  });

  it('downloads the signed contract as a PDF', async () => {
    const user = userEvent.setup();
    answerReads({ client: signed });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await renderStep('video');
    const button = await screen.findByRole('button', { name: 'Download your signed contract (PDF)' });
    const reads = onboardingGet().getMockImplementation() as unknown as (path: string) => Promise<unknown>;
    onboardingGet().mockImplementation(((path: string) =>
      path === '/client/contract/document' ? Promise.resolve(ok(pdf)) : reads(path)) as never);
    await user.click(button);
    expect(onboardingGet()).toHaveBeenCalledWith('/client/contract/document', { parseAs: 'blob' });
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledWith(pdf, 'contract.pdf'));
  });

  it.each([
    ['not paid', clientRecord(), '/onboarding/payment'],
    ['not signed', clientRecord({ paymentCompleted: true }), '/onboarding/contract'],
    ['already watched', complete, '/onboarding/dashboard'],
  ])('sends a client that has %s where it belongs', async (_, client, path) => {
    answerReads({ client });
    await renderStep('video');
    await vi.waitFor(() => expect(currentLocation()).toBe(path));
  });
});
