import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagingApi } from './messagingClient';
import { ok } from '../shared/test/apiResult';
import { renderWithQueries } from '../shared/test/renderWithQueries';
import type { SharedFile } from './filesApi';
import { FilesPanel, formatBytes } from './FilesPanel';

vi.mock('../shared/api/clients', () => ({ publicPrefix: () => '/api/messaging', refreshSession: vi.fn() }));
vi.mock('./messagingClient', () => ({ messagingApi: { GET: vi.fn(), DELETE: vi.fn() } }));
vi.mock('../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const client = { id: '00000000-0000-4000-8000-0000000000c1', email: 'ada@shop.example', role: 'client' as const };
const file = (id: string, name: string, side: 'client' | 'team', accountId: string): SharedFile => ({
  id,
  clientId: 'c',
  name,
  size: 2048,
  contentType: 'application/pdf',
  uploadedBy: { side, name: side === 'team' ? 'Morgan' : 'Ada', accountId },
  createdAt: '2026-11-22T17:00:00Z',
  messageId: null,
});

/** The fake upload: answers each send with `status` and `body` once its progress has been reported. */
function fakeXhr(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(form);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('FilesPanel', () => {
  beforeEach(() => {
    vi.mocked(messagingApi.GET).mockReset();
    vi.unstubAllGlobals();
  });

  it('lists the files with size, who and when, the space used, and Delete only on the client’s own', async () => {
    vi.mocked(messagingApi.GET).mockResolvedValue(
      ok({
        clientId: 'c',
        files: [file('f1', 'logo.png', 'client', client.id), file('f2', 'Brand guide.pdf', 'team', 'someone')],
        usedBytes: 4096,
        quotaBytes: 1024 ** 3,
      }) as never,
    );
    renderWithQueries(<FilesPanel of={{ side: 'client' }} />, { user: client });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^logo\.png2 KB · Ada · /),
      expect.stringMatching(/^Brand guide\.pdf2 KB · Morgan \(team\) · /),
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Delete logo.png' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByText('4 KB of 1 GB used')).toBeTruthy();
  });

  it('asks before deleting a file, and deletes it only when confirmed', async () => {
    vi.mocked(messagingApi.GET).mockResolvedValue(
      ok({
        clientId: 'c',
        files: [file('f1', 'logo.png', 'client', client.id)],
        usedBytes: 2048,
        quotaBytes: 1024 ** 3,
      }) as never,
    );
    vi.mocked(messagingApi.DELETE).mockReset();
    vi.mocked(messagingApi.DELETE).mockResolvedValue(ok(undefined) as never);
    renderWithQueries(<FilesPanel of={{ side: 'client' }} />, { user: client });
    const user = userEvent.setup();
    const deleteButton = await screen.findByRole('button', { name: 'Delete logo.png' });

    await user.click(deleteButton);
    const question = screen.getByRole('alertdialog', { name: 'Delete logo.png?' });
    expect(question.textContent).toContain('It is removed for you and the team, and cannot be brought back.');
    // Focus starts on the safe choice; Escape keeps the file and goes back to its Delete.
    expect(within(question).getByRole('button', { name: 'Keep the file' })).toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(messagingApi.DELETE).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteButton));

    await user.click(deleteButton);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete file' }));
    await vi.waitFor(() => expect(messagingApi.DELETE).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says why a file was refused, in words, beside the one that went through', async () => {
    vi.mocked(messagingApi.GET).mockResolvedValue(ok({ clientId: 'c', files: [], usedBytes: 0, quotaBytes: 1024 }) as never);
    const sent = fakeXhr(415, { statusCode: 415, code: 'MESSAGING_FILE_TYPE_REFUSED', message: 'no' });
    renderWithQueries(<FilesPanel of={{ side: 'client' }} />, { user: client });
    expect(await screen.findByText('No files shared yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, [
      new File(['<html>'], 'page.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(25 * 1024 * 1024 + 1)], 'huge.zip', { type: 'application/zip' }),
    ]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This kind of file cannot be shared. Send images, PDF, ZIP, Office documents or text.',
      'This file is over 25 MB.',
    ]);
    // The one over 25 MB was never sent.
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss huge.zip' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows an upload on its way as a progress bar saying how much is sent', async () => {
    vi.mocked(messagingApi.GET).mockResolvedValue(ok({ clientId: 'c', files: [], usedBytes: 0, quotaBytes: 1024 }) as never);
    class SlowXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      // A quarter sent, and no answer yet.
      send() {
        queueMicrotask(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent));
      }
    }
    vi.stubGlobal('XMLHttpRequest', SlowXhr);
    renderWithQueries(<FilesPanel of={{ side: 'client' }} />, { user: client });
    expect(await screen.findByText('No files shared yet.')).toBeTruthy();
    await userEvent
      .setup()
      .upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, [
        new File(['png'], 'logo.png', { type: 'image/png' }),
      ]);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading logo.png' });
    await vi.waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('25'));
  });

  it('writes sizes in bytes, KB, MB and GB', () => {
    expect([formatBytes(512), formatBytes(1536), formatBytes(25 * 1024 * 1024), formatBytes(1024 ** 3)]).toEqual([
      '512 B',
      '1.5 KB',
      '25 MB',
      '1 GB',
    ]);
  });
});
