import { useRef, useState, type KeyboardEvent, type SelectHTMLAttributes } from 'react';

/** Keys that step a closed select's value on some platforms (Windows and Linux fire a change for each). */
const STEP_KEYS: ReadonlySet<string> = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

const steps = (event: KeyboardEvent) =>
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' '));

interface CommitSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange'> {
  value: string;
  /** Called once per choice made, never with the value already shown. */
  onCommit: (value: string) => void;
}

/**
 * A native select whose choice is acted on once it is made: an option picked from the list at once; a
 * value stepped to with the arrow keys (or by typing) when the select is left or Enter is pressed, and
 * Escape puts the shown value back. A plain select would report each step, saving every status passed on
 * the way to the one wanted.
 */
export function CommitSelect({ value, onCommit, onKeyDown, onKeyUp, onBlur, ...props }: CommitSelectProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // Set between a stepping key's keydown and keyup, when the browser fires the change of that step.
  const stepping = useRef(false);

  const commit = (next: string) => {
    setDraft(null);
    if (next !== value) onCommit(next);
  };

  return (
    <select
      {...props}
      value={draft ?? value}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter' && draft !== null) {
          event.preventDefault();
          commit(draft);
        } else if (event.key === 'Escape' && draft !== null) {
          event.preventDefault();
          setDraft(null);
        }
        stepping.current = steps(event);
      }}
      onKeyUp={(event) => {
        stepping.current = false;
        onKeyUp?.(event);
      }}
      onChange={(event) => {
        const next = event.target.value;
        if (stepping.current) setDraft(next);
        else commit(next);
      }}
      onBlur={(event) => {
        if (draft !== null) commit(draft);
        onBlur?.(event);
      }}
    />
  );
}
