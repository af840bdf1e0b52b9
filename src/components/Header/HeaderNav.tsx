import type { MenuGroup } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import * as S from './HeaderNav.styles';

/** One menu group with its links at their addresses in the page's language. */
export interface NavGroup {
  group: Localized<MenuGroup>;
  href: string;
  /** Each of `group.subItems`' link (menuItemHref.ts), in the same order. */
  itemHrefs: readonly string[];
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
      {groups.map(({ group, href, itemHrefs, current }) => (
        <S.Group key={href}>
          <S.GroupLink href={href} aria-current={current ? 'page' : undefined} data-group-link>
            <InLanguage text={group.label} />
          </S.GroupLink>
          <S.SubMenu data-sub-menu>
            <S.SubList role="list">
              {group.subItems.map((item, index) => (
                <li key={itemHrefs[index]}>
                  <a href={itemHrefs[index]}>
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
