import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages';
import { site } from '../../../app/site';
import { SupportPage } from './SupportPage';
import { SupportStatus } from './SupportStatus';
import { renderPage } from '../../../shared/test/renderPage';

const renderAt = (element: ReactNode) => renderPage('/support', element);

const shown = () =>
  Object.fromEntries(
    [...screen.getByRole('timer').children].map((unit) => [
      unit.lastElementChild?.textContent,
      unit.firstElementChild?.textContent,
    ]),
  );

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the support page', () => {
  beforeAll(() => loadMessages('support'));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second, with the date said once and the numbers not announced', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00') });
    const launchAt = new Date('2026-11-24T13:05:03').getTime();
    renderAt(<SupportStatus launchAt={launchAt} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coming Soon');
    expect(screen.getByText(/^Our support centre opens on Tuesday, November 24, 2026 at 1:05\sp\.m\.\sMST$/)).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Time left until our support centre opens' });
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(shown()).toEqual({ Days: '2', Hours: '03', Minutes: '05', Seconds: '03' });

    tick(999);
    expect(shown().Seconds).toBe('03');
    tick(1);
    expect(shown()).toEqual({ Days: '2', Hours: '03', Minutes: '05', Seconds: '02' });
    tick(3000);
    expect(shown()).toEqual({ Days: '2', Hours: '03', Minutes: '04', Seconds: '59' });
    expect(screen.getByText(/crowdfunding campaign for students/)).toBeTruthy();
  });

  it('says support is open at the launch time instead of counting below zero', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T23:59:58') });
    renderAt(<SupportStatus launchAt={new Date('2026-11-23T00:00').getTime()} />);
    expect(shown()).toEqual({ Days: '0', Hours: '00', Minutes: '00', Seconds: '02' });

    tick(1000);
    expect(shown().Seconds).toBe('01');
    tick(1000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support is open');
    expect(screen.getByRole('link', { name: site.phone }).getAttribute('href')).toBe('tel:+17805550142');
    expect(screen.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(screen.getByText(/crowdfunding campaign for students/)).toBeTruthy();

    tick(60_000);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support is open');
  });

  it('counts down to the spec’s 2025-05-01 00:00 local time by default', () => {
    vi.useFakeTimers({ now: new Date('2025-04-29T22:30:15') });
    renderAt(<SupportPage />);
    expect(screen.getByText(/^Our support centre opens on Thursday, May 1, 2025 at 12:00\sa\.m\.\sMDT$/)).toBeTruthy();
    expect(shown()).toEqual({ Days: '1', Hours: '01', Minutes: '29', Seconds: '45' });
  });

  it('is open today (2026), long after the default launch', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00') });
    renderAt(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support is open');
  });
});
