import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseTimeZone,
  dayKeyOf,
  formatDate,
  formatMoment,
  fromZoneInput,
  todayIn,
  toZoneInput,
  viewerTimeZone,
  zoneLabel,
} from './viewerTime';
import { usePageTimeZone } from './zonedFormat';

// The web tests' browser is in Edmonton (src/shared/test/setup.ts); each test here that moves it puts it back.
const browserZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = browserZone;
});

describe('the viewer’s zone', () => {
  it('is the browser’s until the account chooses one, then the account’s, and the browser’s again when cleared', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(viewerTimeZone()).toBe('Asia/Tokyo');
    expect(formatMoment('2026-11-21T22:05:00Z')).toBe('Nov 22, 2026, 7:05 AM GMT+9');
    chooseTimeZone('America/Toronto');
    expect(viewerTimeZone()).toBe('America/Toronto');
    expect(formatMoment('2026-11-21T22:05:00Z')).toBe('Nov 21, 2026, 5:05 PM EST');
    chooseTimeZone(null);
    expect(formatMoment('2026-11-21T22:05:00Z')).toBe('Nov 22, 2026, 7:05 AM GMT+9');
  });

  it('dates a moment in it, summer time or not, and a calendar date as that day wherever the viewer is', () => {
    chooseTimeZone('America/Vancouver');
    expect(formatMoment('2026-07-21T16:05:00Z')).toBe('Jul 21, 2026, 9:05 AM PDT');
    expect(formatDate('2026-11-22T03:30:00Z', 'short')).toBe('Nov 21, 2026');
    chooseTimeZone('America/Halifax');
    expect(formatDate('2026-11-22T03:30:00Z', 'long')).toBe('November 21, 2026');
    expect(formatDate('2026-11-22T04:30:00Z', 'short')).toBe('Nov 22, 2026');
    expect(formatDate('2025-01-05', 'long')).toBe('January 5, 2025');
  });

  it('says a day of an instant and today in the same zone, so "Completed on" and "Done on" agree', () => {
    // 05:30 UTC on Dec 7 is still Dec 6 in Edmonton, and already Dec 7 in Toronto.
    const now = new Date('2026-12-07T05:30:00Z');
    expect([todayIn(now), formatDate(now, 'short')]).toEqual(['2026-12-06', 'Dec 6, 2026']);
    chooseTimeZone('America/Toronto');
    expect([todayIn(now), formatDate(now, 'short'), dayKeyOf(now)]).toEqual(['2026-12-07', 'Dec 7, 2026', '2026-12-07']);
  });

  it('reads and writes a date and time field in it, whatever the browser’s zone', () => {
    chooseTimeZone('America/Toronto');
    expect(toZoneInput('2026-12-08T14:30:00Z')).toBe('2026-12-08T09:30');
    expect(fromZoneInput('2026-12-08T09:30')).toBe('2026-12-08T14:30:00.000Z');
    expect(fromZoneInput('2026-07-08T09:30')).toBe('2026-07-08T13:30:00.000Z');
    expect(fromZoneInput('not a time')).toBeUndefined();
  });

  it('names the zone by name and abbreviation, never as UTC when it is not', () => {
    expect(zoneLabel(undefined, new Date('2026-12-07T00:00:00Z'))).toBe('America/Edmonton (MST)');
    chooseTimeZone('America/Toronto');
    expect(zoneLabel(undefined, new Date('2026-07-07T00:00:00Z'))).toBe('America/Toronto (EDT)');
  });
});

function PostDate() {
  const zone = usePageTimeZone();
  return <time>{formatMoment('2026-11-21T22:05:00Z', zone)}</time>;
}

describe('a server-rendered time', () => {
  it('hydrates in UTC, as the server rendered it, then shows the viewer’s', async () => {
    process.env.TZ = 'America/Toronto';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PostDate />);
    expect(container.textContent).toBe('Nov 21, 2026, 10:05 PM UTC');
    document.body.append(container);
    const logged = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <PostDate />, { onRecoverableError: (error) => void recoverable.push(error) }),
    );
    expect(container.textContent).toBe('Nov 21, 2026, 5:05 PM EST');
    expect([...recoverable, ...logged.mock.calls]).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
