import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import button from '../shared/ui/button.module.css';
import styles from './Chat.module.css';

interface ComposerText {
  label: string;
  placeholder: string;
  hint: string;
  send: string;
  sending: string;
  /** The attach button's words, and a chosen file's remove button's: given, the box can send files too. */
  attach?: string;
  remove?: (name: string) => string;
  /** Said beside a message whose send failed, and its button that sends it again. */
  notSent: string;
  retry: string;
}

interface MessageComposerProps {
  text: ComposerText;
  /**
   * Sends the trimmed text, with the chosen files when there are any (the text is then their names when none
   * was typed); resolves true when it was sent (the box is then emptied, unless typed into meanwhile).
   */
  onSend: (message: string, files?: readonly File[]) => Promise<boolean>;
}

/**
 * The send box: Enter sends, Shift+Enter breaks the line. Nothing is sent while the trimmed text is
 * empty or while a send is in flight (spec 001 §4, §5): the button says it is disabled then
 * (aria-disabled) yet keeps the keyboard's focus, which a disabled button would drop. What is typed
 * while a send is in flight is kept, and so is a message whose send failed: it stays in the box, marked
 * not sent (the box's description says so too), with Retry.
 */
export function MessageComposer({ text, onSend }: MessageComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [files, setFiles] = useState<readonly File[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const trimmed = draft.trim();
  const canSend = (trimmed.length > 0 || files.length > 0) && !sending;

  const send = async () => {
    if (!canSend) return;
    const typed = trimmed;
    const attached = files;
    const message = typed || attached.map((file) => file.name).join(', ');
    setSending(true);
    setFailed(false);
    try {
      if (await (attached.length > 0 ? onSend(message, attached) : onSend(message))) {
        setDraft((current) => (current.trim() === typed ? '' : current));
        setFiles((current) => (current === attached ? [] : current));
      } else {
        setFailed(true);
      }
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
          aria-describedby={failed ? `${id}-hint ${id}-failed` : `${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id={`${id}-hint`} className={styles.hint}>
          {text.hint}
        </span>
        {failed && (
          <span className={styles.notSent}>
            <span id={`${id}-failed`}>{text.notSent}</span>
            <button type="button" className={button.outline} onClick={() => void send()}>
              {text.retry}
            </button>
          </span>
        )}
        {files.length > 0 && (
          <ul className={styles.attachments}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <button
                  type="button"
                  className={button.ghost}
                  aria-label={text.remove?.(file.name)}
                  onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {text.attach && (
        <>
          <button type="button" className={button.outline} onClick={() => picker.current?.click()}>
            {text.attach}
          </button>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              setFiles((current) => [...current, ...chosen].slice(0, 10));
            }}
          />
        </>
      )}
      <button type="submit" className={button.primary} aria-disabled={!canSend}>
        {sending ? text.sending : text.send}
      </button>
    </form>
  );
}
