import { useCallback, useRef, useState } from 'react';
import { inquirySubmission, type SubmissionEvent, type SubmissionState } from './inquirySubmission';

/**
 * The submission reducer with a dispatch that answers whether the event
 * changed anything. It reads the latest state from a ref, not from the last
 * render, so two clicks within one frame still see the first one's "sending".
 */
export function useSubmission(initial: SubmissionState) {
  const [state, setState] = useState(initial);
  const current = useRef(initial);
  const dispatch = useCallback((event: SubmissionEvent): boolean => {
    const next = inquirySubmission(current.current, event);
    if (next === current.current) return false;
    current.current = next;
    setState(next);
    return true;
  }, []);
  return [state, dispatch] as const;
}
