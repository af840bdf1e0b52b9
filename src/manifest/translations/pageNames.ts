import { breadcrumb } from '../location/breadcrumb';
import type { ToolLanguage } from '../../messages/toolLanguage';
import type { ShownPage } from './textPages';

/**
 * A page by the names a visitor sees on it ("분석장비 › 표면분석"), put into words
 * once per page however many texts it shows.
 */
export function pageNamer(pages: readonly ShownPage[], data: unknown, lang: ToolLanguage): (index: number) => string {
  const names = new Map<number, string>();
  return (index) => {
    let name = names.get(index);
    if (name === undefined) {
      const page = pages[index]!;
      name = breadcrumb(page.pointer, data, lang) || page.path;
      names.set(index, name);
    }
    return name;
  };
}
