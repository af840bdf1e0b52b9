const koreanNames = new Intl.DisplayNames(['ko'], { type: 'language', fallback: 'code' });

/** A visitor's language by its Korean name alone ("영어"), where its own name would crowd the line. */
export const koreanLanguageName = (code: string): string => koreanNames.of(code) ?? code;

/** A visitor's language for staff: its Korean name, and for another language its own name too ("영어 (English)"). */
export function languageLabel(code: string): string {
  const korean = koreanLanguageName(code);
  if (code === 'ko') return korean;
  const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
  return own === korean ? korean : `${korean} (${own})`;
}
