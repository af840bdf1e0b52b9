import type { HeaderFit } from './headerGeometry';
import { HeaderLinkContent, outsideAttributes, type HeaderLink } from './HeaderLinkContent';
import * as S from './HeaderNav.styles';

/** One menu group with its links at their addresses in the page's language. */
export interface NavGroup extends HeaderLink {
  /** The group's sub-items (menuSubItems.ts), each at its link (menuItemHref.ts); none for a plain link. */
  items: readonly Omit<HeaderLink, 'outside'>[];
  /** The group of the page showing the header: exactly its page, not also a page below it. */
  current: boolean;
}

export interface HeaderNavProps {
  groups: readonly NavGroup[];
  /** The header's button (site.json `headerButton`), after the groups. */
  button?: HeaderLink;
  /** labels.outsideLink, read after the name of a link to another site. */
  outsideText?: string;
  fit: HeaderFit;
}

/**
 * The manifest's menu groups, each a link to its page over the links to that
 * page's sections (a group without sub-items is a plain link), then the
 * header's button. useHeaderMenu finds the data-group-link and data-sub-menu
 * marks when Escape must move focus out of a closing sub-menu.
 */
export function HeaderNav({ groups, button, outsideText, fit }: HeaderNavProps) {
  return (
    <>
      <S.Groups role="list" $fit={fit}>
        {groups.map((group) => (
          <S.Group key={group.href} $fit={fit}>
            <S.GroupLink
              href={group.href}
              aria-current={group.current ? 'page' : undefined}
              data-group-link
              $fit={fit}
              {...outsideAttributes(group)}
            >
              <HeaderLinkContent link={group} outsideText={outsideText} />
            </S.GroupLink>
            {group.items.length > 0 && (
              <S.SubMenu data-sub-menu $fit={fit}>
                <S.SubList role="list" $fit={fit}>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href}>
                        <HeaderLinkContent link={{ ...item, outside: false }} />
                      </a>
                    </li>
                  ))}
                </S.SubList>
              </S.SubMenu>
            )}
          </S.Group>
        ))}
      </S.Groups>
      {button && (
        <S.Action href={button.href} $fit={fit} data-header-button {...outsideAttributes(button)}>
          <HeaderLinkContent link={button} outsideText={outsideText} />
        </S.Action>
      )}
    </>
  );
}
