import type { ProblemCatalogue } from './reader';

// Pages and menus the schema accepts but a visitor would find broken: a page
// with no title of its own (or two), a section after another site's address.
export interface PageShapeParams {
  'outside-link-with-section': { href: string };
  /** `posts`: the page has a banner-less notice board, whose posts' own pages show the board alone. */
  'page-without-heading': { posts: boolean };
  /** `banner`: the page has a banner besides its hero (otherwise it has more than one hero). */
  'page-with-two-headings': { banner: boolean };
  'missing-outside-link-label': { href: string };
}

export const PAGE_SHAPE_TEMPLATES: ProblemCatalogue<PageShapeParams> = {
  'outside-link-with-section': {
    ko: ({ href }) => ({
      message: `다른 사이트의 주소 '${href}' 뒤에는 섹션(hash)을 붙일 수 없습니다.`,
      hint: '섹션은 이 사이트의 페이지 안에서만 찾습니다. hash를 지우거나, 이 사이트의 페이지 주소(/로 시작)를 쓰세요.',
    }),
    editor: ({ href }) => ({
      message: `다른 사이트의 주소 '${href}'에는 이어지는 섹션을 고를 수 없습니다.`,
      hint: '이어지는 섹션을 비우거나, 이 사이트의 페이지를 고르세요.',
    }),
    en: ({ href }) => ({
      message: `A section (hash) cannot follow another site's address '${href}'.`,
      hint: 'Sections are looked up among this site’s pages only. Remove the hash, or link to a page of this site (starting with /).',
    }),
  },
  'page-without-heading': {
    ko: ({ posts }) =>
      posts
        ? {
            message:
              '공지사항 글마다의 페이지는 배너와 게시판만 보여 주는데, 이 페이지에는 배너가 없어 글의 페이지에 큰 제목이 없습니다.',
            hint: '게시판이 있는 페이지에는 배너(banner)를 넣으세요. 큰 제목은 화면 읽기 프로그램과 검색 엔진이 페이지를 알아보는 이름입니다.',
          }
        : {
            message: '이 페이지에는 배너도 첫 화면(hero) 섹션도 없어, 페이지의 큰 제목이 없습니다.',
            hint: '배너(banner)를 넣거나, 섹션 목록에 첫 화면(hero) 섹션을 하나 넣으세요. 큰 제목은 화면 읽기 프로그램과 검색 엔진이 페이지를 알아보는 이름입니다.',
          },
    editor: ({ posts }) => ({
      message: posts
        ? '게시판이 있는 페이지에 배너가 없어, 공지사항 글의 페이지에 큰 제목이 없습니다.'
        : '이 페이지에는 배너도 첫 화면 섹션도 없어, 페이지의 큰 제목이 없습니다.',
      hint: posts ? '배너를 넣으세요.' : '배너를 넣거나 첫 화면 섹션을 하나 넣으세요.',
    }),
    en: ({ posts }) =>
      posts
        ? {
            message:
              "A notice post's own page shows the banner and the board alone; this page has no banner, so those pages have no main heading.",
            hint: 'Give a page with a notice board a banner: the main heading is how screen readers and search engines name the page.',
          }
        : {
            message: 'This page has neither a banner nor a hero section, so it has no main heading.',
            hint: 'Add a banner, or a hero section to its sections: the main heading is how screen readers and search engines name the page.',
          },
  },
  'page-with-two-headings': {
    ko: ({ banner }) => ({
      message: banner
        ? '이 페이지에는 배너와 첫 화면(hero) 섹션이 함께 있어, 큰 제목이 둘이 됩니다.'
        : '이 페이지에는 첫 화면(hero) 섹션이 둘 이상 있어, 큰 제목이 여럿이 됩니다.',
      hint: banner
        ? '첫 화면으로 시작하는 페이지에는 배너를 두지 않습니다. 배너(banner)를 지우거나 첫 화면 섹션을 빼세요.'
        : '첫 화면 섹션은 한 페이지에 하나만 둡니다.',
    }),
    en: ({ banner }) => ({
      message: banner
        ? 'This page has both a banner and a hero section: it would have two main headings.'
        : 'This page has more than one hero section: it would have several main headings.',
      hint: banner
        ? 'A page that starts with a hero has no banner. Remove the banner or the hero section.'
        : 'Keep one hero section per page.',
    }),
  },
  'missing-outside-link-label': {
    ko: ({ href }) => ({
      message: `메뉴가 다른 사이트(${href})로 이어지지만, 그것을 알리는 말(labels.outsideLink)이 없습니다.`,
      hint: 'labels에 outsideLink를 언어마다 넣으세요. 예: { "ko": "새 창에서 열림", "en": "opens in a new tab" }. 화면 읽기 프로그램이 링크 이름 뒤에 읽습니다.',
    }),
    editor: ({ href }) => ({
      message: `메뉴가 다른 사이트(${href})로 이어지지만, 그것을 알리는 문구가 없습니다.`,
      hint: '화면 문구의 "바깥 링크 안내"를 언어마다 적으세요. 예: "새 창에서 열림".',
    }),
    en: ({ href }) => ({
      message: `The menu links to another site (${href}), but there is no label saying so (labels.outsideLink).`,
      hint: 'Add outsideLink to labels in each language, e.g. { "ko": "새 창에서 열림", "en": "opens in a new tab" }; screen readers read it after the link’s name.',
    }),
  },
};
