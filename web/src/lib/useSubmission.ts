import { useRef, useState } from 'react';

interface SubmissionCallbacks {
  onSuccess: () => void;
  onError: () => void;
}

/**
 * Runs one form submission at a time and reports whether it is pending. The public forms use this
 * instead of react-query so the home route does not carry the query cache.
 */
export function useSubmission<Input>(send: (input: Input) => Promise<unknown>, callbacks: SubmissionCallbacks) {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const submit = async (input: Input) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await send(input);
      callbacks.onSuccess();
    } catch {
      callbacks.onError();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { submit, pending };
}
