const previewLength = 60;

/** The start of a message on one line, cut by characters rather than UTF-16 units so no Hangul or emoji is split. */
export function messagePreview(message: string): string {
  const characters = Array.from(message.replace(/\s+/g, ' ').trim());
  return characters.length > previewLength ? `${characters.slice(0, previewLength).join('')}…` : characters.join('');
}
