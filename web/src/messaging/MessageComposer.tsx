import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import button from '../ui/button.module.css';
import styles from './Chat.module.css';

interface ComposerText {
  label: string;
  placeholder: string;
  hint: string;
  send: string;
  sending: string;
}

interface MessageComposerProps {
  text: ComposerText;
  /** Sends the trimmed text; resolves true when it was sent (the box is then emptied, unless typed into meanwhile). */
  onSend: (message: string) => Promise<boolean>;
}

/**
 * The send box: Enter sends, Shift+Enter breaks the line. Nothing is sent while the trimmed text is
 * empty or while a send is in flight (spec 001 §4, §5): the button says it is disabled then
 * (aria-disabled) yet keeps the keyboard's focus, which a disabled button would drop. What is typed
 * while a send is in flight is kept.
 */
export function MessageComposer({ text, onSend }: MessageComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const trimmed = draft.trim();
  const canSend = trimmed.length > 0 && !sending;

  const send = async () => {
    if (!canSend) return;
    const sent = trimmed;
    setSending(true);
    try {
      if (await onSend(sent)) setDraft((current) => (current.trim() === sent ? '' : current));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{text.label}</label>
        <textarea
          id={`${id}-message`}
          rows={2}
          maxLength={4000}
          value={draft}
          placeholder={text.placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id={`${id}-hint`} className={styles.hint}>
          {text.hint}
        </span>
      </div>
      <button type="submit" className={button.primary} aria-disabled={!canSend}>
        {sending ? text.sending : text.send}
      </button>
    </form>
  );
}
