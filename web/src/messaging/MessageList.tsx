import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatMoment } from '../shared/lib/viewerTime';
import { type Message, type SenderType } from './thread';
import styles from './Chat.module.css';

interface MessageListProps {
  messages: readonly Message[];
  /** The side whose screen this is: its bubbles on the right. */
  side: SenderType;
  /** What the list is, for assistive technology ('Messages'). */
  label: string;
  empty: string;
  /** What follows a message of the screen's own side: 'Sent', 'Read', 'Seen …'. */
  receipt?: (message: Message) => ReactNode;
  /** The team's 700px panel. */
  tall?: boolean;
  /** Downloads a file a message carries; its button's name says which ('Download logo.png'). */
  onDownload?: (fileId: string) => void;
  downloadLabel?: (name: string) => string;
}

/**
 * A thread in a fixed-height list that scrolls and follows new messages (it keeps to the bottom as they
 * arrive). It is a live region read out politely, and it takes the keyboard's focus so it can be
 * scrolled with the arrow keys. Messages are text: never HTML.
 *
 * Only new messages are read out (aria-relevant="additions"): a receipt ('Sent' turning 'Read', 'Seen'
 * moving on) is shown but hidden from assistive technology, so that its changes are not announced; it
 * is each message's description instead (aria-describedby), read when the message is.
 */
export function MessageList({
  messages,
  side,
  label,
  empty,
  receipt,
  tall = false,
  onDownload,
  downloadLabel,
}: MessageListProps) {
  const id = useId();
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.seq;
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <div
      ref={log}
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
      className={`${styles.log} ${tall ? styles.tall : ''}`}
    >
      {messages.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => {
            const shown = message.senderType === side ? receipt?.(message) : null;
            const receiptId = `${id}-receipt-${message.id}`;
            return (
              <li
                key={message.id}
                className={`${styles.message} ${message.senderType === side ? styles.own : styles.other}`}
                data-sender={message.senderType}
                aria-describedby={shown ? receiptId : undefined}
              >
                <p className={styles.meta}>
                  <span>{message.senderName}</span> · <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
                </p>
                <p className={styles.bubble}>{message.message}</p>
                {message.attachments && message.attachments.length > 0 && (
                  <ul className={styles.attachments}>
                    {message.attachments.map((attachment) => (
                      <li key={attachment.fileId}>
                        <button
                          type="button"
                          className={styles.chip}
                          aria-label={downloadLabel?.(attachment.name)}
                          onClick={() => onDownload?.(attachment.fileId)}
                        >
                          {attachment.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                {shown && (
                  <p id={receiptId} className={styles.receipt} aria-hidden="true">
                    {shown}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
