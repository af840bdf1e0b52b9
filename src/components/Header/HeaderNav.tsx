import type { MenuGroup } from '../../manifest/site.gen';
import { menuItemHref } from './menuItemHref';
import * as S from './HeaderNav.styles';

interface HeaderNavProps {
  groups: readonly MenuGroup[];
  /** The path of the page showing the header; its group is marked as the current page. */
  currentPath: string;
}

/**
 * The manifest's menu groups, each a link to its page over the links to that
 * page's sections. useHeaderMenu finds the data-group-link and data-sub-menu
 * marks when Escape must move focus out of a closing sub-menu.
 */
export function HeaderNav({ groups, currentPath }: HeaderNavProps) {
  return (
    <S.Groups role="list">
      {groups.map((group) => (
        <S.Group key={group.href}>
          {/* Exactly its page: the group of /introduce is not also the current page on /introduce/more. */}
          <S.GroupLink href={group.href} aria-current={group.href === currentPath ? 'page' : undefined} data-group-link>
            {group.label}
          </S.GroupLink>
          <S.SubMenu data-sub-menu>
            <S.SubList role="list">
              {group.subItems.map((item) => {
                const href = menuItemHref(group, item);
                return (
                  <li key={href}>
                    <a href={href}>{item.label}</a>
                  </li>
                );
              })}
            </S.SubList>
          </S.SubMenu>
        </S.Group>
      ))}
    </S.Groups>
  );
}
