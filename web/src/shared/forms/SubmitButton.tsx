import button from '../ui/button.module.css';
import { useHydrated } from './useHydrated';

interface SubmitButtonProps {
  label: string;
  /** Shown instead of the label while the form is being sent. */
  pendingLabel?: string;
  pending: boolean;
  /** Also disabled for a reason of the form's own (a field it needs is still empty). */
  disabled?: boolean;
  className?: string;
  /** The primary action as wide as its form (a narrow form's one action). */
  wide?: boolean;
  /** For a form with more than one way to send it: which button sent it (Enter presses the first). */
  onClick?: () => void;
}

/**
 * Disabled while the form is in flight, and relabelled when the spec gives a busy label. Also disabled
 * until a server-rendered page is hydrated, so the browser never sends the form by itself.
 */
export function SubmitButton({
  label,
  pendingLabel,
  pending,
  disabled,
  wide,
  className = wide ? `${button.primary} ${button.wide}` : button.primary,
  onClick,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={pending || disabled || !hydrated} onClick={onClick}>
      {pending && pendingLabel ? pendingLabel : label}
    </button>
  );
}
