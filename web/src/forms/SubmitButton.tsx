import button from '../ui/button.module.css';

interface SubmitButtonProps {
  label: string;
  /** Shown instead of the label while the form is being sent. */
  pendingLabel?: string;
  pending: boolean;
  className?: string;
}

/** Disabled while the form is in flight, and relabelled when the spec gives a busy label. */
export function SubmitButton({ label, pendingLabel, pending, className = button.primary }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending && pendingLabel ? pendingLabel : label}
    </button>
  );
}
