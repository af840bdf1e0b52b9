import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import * as S from './HeaderNav.styles';

/** One menu group with its links at their addresses in the page's language. */
export interface NavGroup {
  label: LocalText;
  href: string;
  /** The group's sub-items (menuSubItems.ts), each at its link (menuItemHref.ts). */
  items: readonly { label: LocalText; href: string }[];
  /** The group of the page showing the header: exactly its page, not also a page below it. */
  current: boolean;
}

/**
 * The manifest's menu groups, each a link to its page over the links to that
 * page's sections. useHeaderMenu finds the data-group-link and data-sub-menu
 * marks when Escape must move focus out of a closing sub-menu.
 */
export function HeaderNav({ groups }: { groups: readonly NavGroup[] }) {
  return (
    <S.Groups role="list">
      {groups.map(({ label, href, items, current }) => (
        <S.Group key={href}>
          <S.GroupLink href={href} aria-current={current ? 'page' : undefined} data-group-link>
            <InLanguage text={label} />
          </S.GroupLink>
          <S.SubMenu data-sub-menu>
            <S.SubList role="list">
              {items.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>
                    <InLanguage text={item.label} />
                  </a>
                </li>
              ))}
            </S.SubList>
          </S.SubMenu>
        </S.Group>
      ))}
    </S.Groups>
  );
}
