import { plainText } from '../../manifest/language/localText';
import { InLanguage } from '../../components/common/InLanguage';
import type { ScreenSection } from './FullPageScreens';
import * as S from './SectionDots.styles';

interface SectionDotsProps {
  sections: readonly ScreenSection[];
  current: number;
  /** The navigation's accessible name (site.json labels.sectionNavigation). */
  label: string;
  onSelect: (index: number) => void;
}

/** One button per section, at the side of the screen; each is named by the section's label, or its number. */
export function SectionDots({ sections, current, label, onSelect }: SectionDotsProps) {
  return (
    <S.Dots aria-label={label}>
      <S.DotList role="list">
        {sections.map((section, index) => {
          const name = section.label ?? String(index + 1);
          return (
            <li key={section.id}>
              <S.Dot
                type="button"
                aria-label={plainText(name)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => onSelect(index)}
              >
                <S.DotLabel aria-hidden="true">
                  <InLanguage text={name} />
                </S.DotLabel>
              </S.Dot>
            </li>
          );
        })}
      </S.DotList>
    </S.Dots>
  );
}
