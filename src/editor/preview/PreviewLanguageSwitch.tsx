import type { Language } from '../../manifest/site.gen';
import { WidthSwitch } from './PreviewPane.styles';

interface PreviewLanguageSwitchProps {
  languages: readonly Language[];
  value: string;
  onChange(code: string): void;
}

/** Which language's page the preview shows, each by its own name (한국어, English); it also follows the box being edited. */
export function PreviewLanguageSwitch({ languages, value, onChange }: PreviewLanguageSwitchProps) {
  return (
    <WidthSwitch role="group" aria-label="미리보기 언어">
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          aria-pressed={value === language.code}
          onClick={() => onChange(language.code)}
        >
          {language.name}
        </button>
      ))}
    </WidthSwitch>
  );
}
