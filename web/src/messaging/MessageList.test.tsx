import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageList } from './MessageList';
import { message } from './testLive';
import type { Message } from './thread';

const receipt = (message: Message) => (message.readByClientAt ? 'Read' : 'Sent');

const list = (messages: Message[]) => (
  <MessageList messages={messages} side="team" label="Messages" empty="No messages yet." receipt={receipt} />
);

describe('MessageList', () => {
  it("reads out only new messages: a receipt turning 'Sent' to 'Read' is no change to the live text", () => {
    const { rerender } = render(list([message(1, 'client'), message(2, 'team')]));
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.getAttribute('aria-relevant')).toBe('additions');

    // The receipt is shown, but hidden from assistive technology, so that its changes are not announced…
    const shown = within(log).getByText('Sent');
    expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
    // …and read with its message instead, as the message's description.
    expect(within(log).getByRole('listitem', { description: 'Sent' }).textContent).toContain('message 2');
    expect(within(log).getAllByRole('listitem', { description: '' })).toHaveLength(1);

    rerender(list([message(1, 'client'), message(2, 'team', { readByClientAt: '2026-11-22T19:00:00Z' })]));
    expect(within(log).getByRole('listitem', { description: 'Read' }).textContent).toContain('message 2');
    expect(within(log).getByText('Read').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
