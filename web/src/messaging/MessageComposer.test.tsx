import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../shared/test/apiResult';
import { MessageComposer } from './MessageComposer';

const text = {
  label: 'Message',
  placeholder: 'Type your message...',
  hint: 'Enter to send',
  send: 'Send',
  sending: 'Sending...',
  notSent: 'Not sent.',
  retry: 'Retry',
};

function renderComposer() {
  const answer = deferred<boolean>();
  const onSend = vi.fn(() => answer.promise);
  render(<MessageComposer text={text} onSend={onSend} />);
  return { answer, onSend, box: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement };
}

describe('MessageComposer', () => {
  it('keeps what was typed while the send was in flight, and empties the box when nothing was', async () => {
    const user = userEvent.setup();
    const { answer, onSend, box } = renderComposer();
    await user.type(box, 'First{Enter}');
    expect(onSend).toHaveBeenCalledWith('First');
    await user.clear(box);
    await user.type(box, 'Second thought');
    answer.resolve(true);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy());
    expect(box.value).toBe('Second thought');
  });

  it('empties the box after a send when it still holds what was sent', async () => {
    const user = userEvent.setup();
    const { answer, box } = renderComposer();
    await user.type(box, '  Hello  {Enter}');
    answer.resolve(true);
    await vi.waitFor(() => expect(box.value).toBe(''));
  });

  it('keeps the keyboard on the Send button while it sends, says it is disabled, and sends nothing more', async () => {
    const user = userEvent.setup();
    const { answer, onSend, box } = renderComposer();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await user.click(send);
    expect(onSend).not.toHaveBeenCalled();

    await user.type(box, 'Hello');
    expect(send.getAttribute('aria-disabled')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(send);
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(sending);
    await user.click(sending);
    expect(onSend).toHaveBeenCalledTimes(1);

    answer.resolve(true);
    await vi.waitFor(() => expect(box.value).toBe(''));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });
});
