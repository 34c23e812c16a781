import { useEffect, useRef, type ReactNode } from 'react';
import { formatMessageTime, type Message, type SenderType } from './thread';
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
}

function Receipt({ children }: { children: ReactNode }) {
  return children ? <p className={styles.receipt}>{children}</p> : null;
}

/**
 * A thread in a fixed-height list that scrolls and follows new messages (it keeps to the bottom as they
 * arrive). It is a live region read out politely, and it takes the keyboard's focus so it can be
 * scrolled with the arrow keys. Messages are text: never HTML.
 */
export function MessageList({ messages, side, label, empty, receipt, tall = false }: MessageListProps) {
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
      tabIndex={0}
      className={`${styles.log} ${tall ? styles.tall : ''}`}
    >
      {messages.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => {
            const own = message.senderType === side;
            return (
              <li
                key={message.id}
                className={`${styles.message} ${own ? styles.own : styles.other}`}
                data-sender={message.senderType}
              >
                <p className={styles.meta}>
                  <span>{message.senderName}</span> ·{' '}
                  <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
                </p>
                <p className={styles.bubble}>{message.message}</p>
                {own && <Receipt>{receipt?.(message)}</Receipt>}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
