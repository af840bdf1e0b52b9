/** Manifest paragraphs, one <p> each; the text is repeated content, so its index is a stable key. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </>
  );
}
