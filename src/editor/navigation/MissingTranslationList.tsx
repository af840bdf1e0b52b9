import type { MissingItem } from './missingItems';
import { ItemButton, ItemList } from './NavPanel.styles';

/** The filter "번역이 빠진 곳": the items lacking a translation; choosing one opens it at its first missing box. */
export function MissingTranslationList({
  items,
  onOpenField,
}: {
  items: MissingItem[];
  onOpenField: (pointer: string) => void;
}) {
  if (items.length === 0) return <p role="status">빠진 번역이 없습니다.</p>;
  return (
    <ItemList aria-label="번역이 빠진 항목">
      {items.map(({ item, place, summary, firstField }) => (
        <li key={item.pointer}>
          <ItemButton type="button" onClick={() => onOpenField(firstField)}>
            {item.label}
            <small>
              {place} · 빠진 번역: {summary}
            </small>
          </ItemButton>
        </li>
      ))}
    </ItemList>
  );
}
