import { useId, useState, type ClipboardEvent, type ReactNode } from 'react';
import { t } from '../i18n/messages';
import styles from './Field.module.css';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What a text control adds to say when a paste was cut to its most characters. */
export interface PasteProps {
  onPaste?: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

interface FieldFrameProps {
  label: string;
  /** Shown under the control and announced with it. */
  error?: string;
  /** A short help line under the label, announced with the control. */
  hint?: string;
  className?: string;
  /** The control's most characters: a paste the browser cuts to fit is then said so. */
  maxLength?: number;
  children: (control: ControlProps, paste: PasteProps) => ReactNode;
}

/** How many characters the field holds once a paste replaces the selection, had the browser not cut it. */
function lengthAfterPaste(event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>): number {
  const control = event.currentTarget;
  const { value } = control;
  // Controls without a text selection (type="email", "number") answer null: a paste then adds to the end.
  const start = control.selectionStart ?? value.length;
  const end = control.selectionEnd ?? value.length;
  return value.length - (end - start) + event.clipboardData.getData('text').length;
}

/** The label, hint and error line every kind of field shares; the control comes from the caller. */
export function FieldFrame({ label, error, hint, className, maxLength, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const cutId = `${id}-cut`;
  // The browser cuts a paste to the field's maxLength without a word; the field says it did, until the next paste.
  const [cut, setCut] = useState(false);
  const onPaste =
    maxLength === undefined
      ? undefined
      : (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => setCut(lengthAfterPaste(event) > maxLength);
  const describedBy = [hint && hintId, error && errorId, cut && cutId].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }, { onPaste })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {cut && maxLength !== undefined && (
        <p id={cutId} className={styles.hint} role="status">
          {t('form.pasteCut', { max: maxLength })}
        </p>
      )}
    </div>
  );
}
