import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../shared/lib/notify';
import { message } from './testLive';
import { unreadBy, type Message, type SenderType } from './thread';
import { ThreadPanel } from './ThreadPanel';
import type { Thread } from './useThread';

vi.mock('../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const settled = { pending: false, error: null, refused: false };

/** A thread as the hook hands it to the panel. */
const threadOf = (
  side: SenderType,
  messages: Message[],
  send: Thread['send'] = vi.fn(),
  connection: Thread['connection'] = 'live',
): Thread => ({
  side,
  connection,
  messages,
  meetings: [],
  reads: { messages: settled, meetings: settled },
  unread: unreadBy(messages, side),
  send,
  download: vi.fn().mockResolvedValue(undefined),
});

const items = (name: string) =>
  within(screen.getByRole('log', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ThreadPanel', () => {
  beforeEach(() => {
    vi.mocked(notify.success).mockReset();
    vi.mocked(notify.error).mockReset();
  });

  it("the client's side: its list, 'Seen' under its latest message the team has read, no 'Sent' or 'Read'", () => {
    render(
      <ThreadPanel
        thread={threadOf('client', [
          message(1, 'client', { readByTeamAt: '2026-11-22T17:00:00Z' }),
          message(2, 'client', { readByTeamAt: '2026-11-22T17:30:00Z' }),
          message(3, 'team'),
          message(4, 'client'),
        ])}
      />,
    );
    const texts = items('Messages with your team');
    expect(texts[0]).toMatch(/message 1$/);
    expect(texts[1]).toMatch(/message 2Seen Nov 22, 2026, 10:30 AM MST$/);
    expect(texts[3]).toMatch(/message 4$/);
    expect(screen.getByRole('log').className).not.toMatch(/tall/);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe('Type your message...');
    expect(screen.getByText('Enter sends; Shift+Enter adds a new line.')).toBeTruthy();
  });

  it("the team's side: its header, the 700px list, 'Sent' or 'Read' under each of its messages, 'Seen', and the client named in the send box", () => {
    render(
      <ThreadPanel
        thread={threadOf('team', [
          message(1, 'client'),
          message(2, 'team', { readByClientAt: '2026-11-22T17:10:00Z' }),
          message(3, 'team'),
        ])}
        header={<h2>Messages (3)</h2>}
        recipient="Ada Moreau"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Messages (3)' })).toBeTruthy();
    const texts = items('Messages');
    expect(texts[0]).not.toMatch(/Sent|Read/);
    expect(texts[1]).toMatch(/message 2Read · Seen Nov 22, 2026, 10:10 AM MST$/);
    expect(texts[2]).toMatch(/message 3Sent$/);
    expect(screen.getByRole('log').className).toMatch(/tall/);
    expect(screen.getByRole('textbox', { name: 'Message to Ada Moreau' })).toBeTruthy();
  });

  it("says 'No messages yet. Start the conversation!' for an empty thread, on either side", () => {
    const { unmount } = render(<ThreadPanel thread={threadOf('client', [])} />);
    expect(screen.getByText('No messages yet. Start the conversation!')).toBeTruthy();
    unmount();
    render(<ThreadPanel thread={threadOf('team', [])} recipient="Ada Moreau" />);
    expect(screen.getByText('No messages yet. Start the conversation!')).toBeTruthy();
  });

  it.each([
    ['client', 'Failed to send message.'],
    ['team', 'Failed to send message'],
  ] as const)("the %s's send says 'Message sent!', or '%s' and keeps the text", async (side, failed) => {
    const user = userEvent.setup();
    const send = vi.fn<Thread['send']>().mockResolvedValueOnce(message(5, side)).mockRejectedValueOnce(new Error('down'));
    render(<ThreadPanel thread={threadOf(side, [], send)} recipient={side === 'team' ? 'Ada Moreau' : undefined} />);
    const box = screen.getByRole('textbox');
    await user.type(box, '  Hello  {Enter}');
    expect(send).toHaveBeenCalledWith('Hello');
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Message sent!'));
    expect((box as HTMLTextAreaElement).value).toBe('');

    await user.type(box, 'Again{Enter}');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(failed));
    expect((box as HTMLTextAreaElement).value).toBe('Again');
  });

  it('says, politely, when the chat is offline or reconnecting, and nothing once it is live', () => {
    const { rerender } = render(<ThreadPanel thread={threadOf('client', [], vi.fn(), 'reconnecting')} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Reconnecting... New messages will show once the chat is connected again.');
    rerender(<ThreadPanel thread={threadOf('client', [], vi.fn(), 'offline')} />);
    expect(screen.getByRole('status').textContent).toBe('You are offline. New messages will show when the connection is back.');
    // The same live region throughout, so each change is announced.
    expect(screen.getByRole('status')).toBe(status);
    rerender(<ThreadPanel thread={threadOf('client', [], vi.fn(), 'live')} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<ThreadPanel thread={threadOf('client', [], vi.fn(), 'connecting')} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps a message that failed to send in the box, marked not sent, and Retry sends it again', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Thread['send']>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(message(5, 'client'));
    render(<ThreadPanel thread={threadOf('client', [], send)} />);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await user.type(box, 'See you Friday{Enter}');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(box.value).toBe('See you Friday');
    expect(screen.getByText('Not sent.')).toBeTruthy();
    // The box says so too, for whoever goes back to it.
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText('Not sent.').id);

    await user.click(retry);
    expect(send).toHaveBeenLastCalledWith('See you Friday');
    await vi.waitFor(() => expect(box.value).toBe(''));
    expect(screen.queryByText('Not sent.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the files a message carries as download chips, and sends chosen files with the message', async () => {
    const user = userEvent.setup();
    const send = vi.fn<Thread['send']>().mockResolvedValue(message(3, 'client'));
    const thread = threadOf(
      'client',
      [
        message(1, 'team', {
          attachments: [{ fileId: 'f-1', name: 'Brand guide.pdf', size: 2048, contentType: 'application/pdf' }],
        }),
      ],
      send,
    );
    render(<ThreadPanel thread={thread} />);
    await user.click(screen.getByRole('button', { name: 'Download Brand guide.pdf' }));
    expect(thread.download).toHaveBeenCalledWith('f-1');

    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, logo);
    expect(screen.getByRole('button', { name: 'Remove logo.png' })).toBeTruthy();
    // No text typed: the message says what it carries.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith('logo.png', [logo]);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Remove logo.png' })).toBeNull());
  });
});
