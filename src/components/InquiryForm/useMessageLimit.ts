import { useEffect, useRef, useState } from 'react';
import { plainText } from '../../manifest/language/localText';
import { useInquiryFormData } from './InquiryFormData';
import { fillText } from './inquiryText';
import { countFormat, cutLength, marksReached } from './messageLimit';

// Text brought in whole, which maxlength may cut short. Typing is left out: a
// key pressed at the limit just does nothing, and Korean syllables still being
// composed would be miscounted.
const isWholeInsert = (inputType: string): boolean =>
  inputType.startsWith('insertFrom') || inputType === 'insertReplacementText';

/**
 * The message field's count near its limit and the notice when a paste was
 * cut short, with the one sentence a screen reader should hear about them:
 * the cut, or the count as the text grows past a mark.
 */
export function useMessageLimit(value: string, maxLength: number) {
  const { text, lang } = useInquiryFormData();
  const field = useRef<HTMLTextAreaElement | null>(null);
  const [cut, setCut] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const announcedMarks = useRef(marksReached(value.length, maxLength));
  const max = countFormat(maxLength, lang);
  const count =
    marksReached(value.length, maxLength) > 0
      ? fillText(plainText(text.messageCount), { count: countFormat(value.length, lang), max })
      : '';
  const cutNotice = cut > 0 ? fillText(plainText(text.messageCut), { max, cut: countFormat(cut, lang) }) : '';

  // React's onBeforeInput is its own event without inputType or the pasted data; the browser's has both.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const measure = (event: InputEvent) => {
      if (!isWholeInsert(event.inputType)) return;
      const kept = element.value.length - (element.selectionEnd - element.selectionStart);
      // In a textarea, unlike an editable element, even a paste's or drop's text is the event's data.
      setCut(cutLength(event.data ?? '', kept, maxLength));
    };
    element.addEventListener('beforeinput', measure);
    return () => element.removeEventListener('beforeinput', measure);
  }, [maxLength]);

  useEffect(() => {
    const reached = marksReached(value.length, maxLength);
    if (cutNotice) setAnnouncement(cutNotice);
    else if (reached > announcedMarks.current) setAnnouncement(count);
    announcedMarks.current = reached;
  }, [value, maxLength, cutNotice, count]);

  return { field, count, cutNotice, announcement };
}
