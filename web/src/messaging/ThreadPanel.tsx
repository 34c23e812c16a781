import type { ReactNode } from 'react';
import { t, type TextKey } from '../shared/i18n/messages';
import { formatMoment } from '../shared/lib/viewerTime';
import { notify } from '../shared/lib/notify';
import { ApiError } from '../shared/api/expectOk';
import { MessageComposer } from './MessageComposer';
import { uploadErrorOf } from './useFiles';
import { MessageList } from './MessageList';
import { lastSeen, otherSide, readAt, type Message, type SenderType } from './thread';
import type { Thread, ThreadConnection } from './useThread';
import styles from './Chat.module.css';

/** What the status line says while new messages cannot arrive; nothing while they can (or the socket is opening). */
const connectionWords: Partial<Record<ThreadConnection, TextKey>> = {
  offline: 'chat.connection.offline',
  reconnecting: 'chat.connection.reconnecting',
};

interface SideWords {
  /** The list's name for assistive technology. */
  label: TextKey;
  sendFailed: TextKey;
  /** Whether the side's own messages say 'Sent' or 'Read' (the team's, spec 001 §4); 'Seen' goes under both. */
  readReceipts: boolean;
  /** The team's panel is 700px tall (spec 001 §2). */
  tall: boolean;
}

const sides: Record<SenderType, SideWords> = {
  client: { label: 'chat.client.thread', sendFailed: 'chat.client.sendFailed', readReceipts: false, tall: false },
  team: { label: 'chat.team.thread', sendFailed: 'chat.team.sendFailed', readReceipts: true, tall: true },
};

interface ThreadPanelProps {
  thread: Thread;
  /** Above the list: the team's heading with the count. */
  header?: ReactNode;
  /** Who the messages go to, named in the send box's label ('Message to …'); unnamed, it says 'Message'. */
  recipient?: string;
}

/**
 * A thread as either side sees it: its own messages on the right with their receipts ('Seen' under the
 * latest the other side has read, and on the team's side 'Sent' or 'Read' under each), the other's on
 * the left, 'No messages yet…' when there are none, and the send box, which says 'Message sent!' or that
 * it failed (the message then stays in the box, marked not sent, with Retry). A status line says, politely,
 * when the chat is offline or reconnecting.
 */
export function ThreadPanel({ thread, header, recipient }: ThreadPanelProps) {
  const { side } = thread;
  const words = sides[side];
  const seen = lastSeen(thread.messages, side);

  const receipt = (message: Message) => {
    const seenHere = seen?.id === message.id && <time dateTime={seen.at}>{t('chat.seen', { time: formatMoment(seen.at) })}</time>;
    if (!words.readReceipts) return seenHere || null;
    return (
      <>
        {t(readAt(message, otherSide(side)) ? 'chat.receipt.read' : 'chat.receipt.sent')}
        {seenHere && (
          <>
            {' · '}
            {seenHere}
          </>
        )}
      </>
    );
  };

  const send = async (message: string, files?: readonly File[]) => {
    try {
      await (files ? thread.send(message, files) : thread.send(message));
      notify.success(t('chat.sent'));
      return true;
    } catch (error) {
      // A file the service refused says why; anything else is a failed send.
      const refused = files && error instanceof ApiError && error.status !== 401 ? uploadErrorOf(error) : undefined;
      notify.error(t(refused && refused !== 'files.error.failed' ? refused : words.sendFailed));
      return false;
    }
  };
  const download = (fileId: string) => void thread.download(fileId).catch(() => notify.error(t('files.downloadFailed')));

  const connection = connectionWords[thread.connection];
  return (
    <>
      {header}
      {/* Always there, so that assistive technology announces each change of its words. */}
      <p role="status" className={connection ? styles.connection : styles.connectionIdle}>
        {connection && t(connection)}
      </p>
      <MessageList
        messages={thread.messages}
        side={side}
        label={t(words.label)}
        empty={t('chat.empty')}
        receipt={receipt}
        tall={words.tall}
        onDownload={download}
        downloadLabel={(name) => t('files.downloadNamed', { name })}
      />
      <MessageComposer
        text={{
          label: recipient ? t('chat.messageTo', { name: recipient }) : t('chat.message'),
          placeholder: t('chat.placeholder'),
          hint: t('chat.hint'),
          send: t('chat.send'),
          sending: t('chat.sending'),
          attach: t('chat.attach'),
          remove: (name) => t('chat.attach.remove', { name }),
          notSent: t('chat.notSent'),
          retry: t('chat.retry'),
        }}
        onSend={send}
      />
    </>
  );
}
