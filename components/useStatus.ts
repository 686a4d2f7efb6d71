import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button's success message stays: the same 2 s as the code blocks' copy tick. */
export const COPY_SUCCESS_MS = 2_000;

/**
 * A status line's text, and a setter that can let a message go after `clearAfterMs` (a success that needs no
 * answer); a failure is set without it and stays until the next action, so a reader can read why.
 */
export function useStatus(): [string, (text: string, clearAfterMs?: number) => void] {
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string, clearAfterMs?: number) => {
    clearTimeout(timer.current);
    setStatus(text);
    if (clearAfterMs !== undefined) timer.current = setTimeout(() => setStatus(''), clearAfterMs);
  }, []);
  return [status, show];
}
