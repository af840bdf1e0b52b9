import { quoted } from '../korean';
import type { ProblemCatalogue } from './reader';

// Notice posts: dates the calendar has, and addresses each post alone owns.
export interface NoticeParams {
  'invalid-date': { date: string };
  'duplicate-post': { slug: string; path: string; firstLine: number };
  /** A post whose own page (`route/slug`) is another route's address. */
  'post-page-path': { path: string; routeLine: number };
}

export const NOTICE_TEMPLATES: ProblemCatalogue<NoticeParams> = {
  'invalid-date': {
    ko: ({ date }) => ({
      message: `날짜 ${quoted(date, '은/는')} 달력에 없는 날입니다.`,
      hint: '연-월-일로 쓰고, 월은 01–12, 일은 그달에 있는 날로 쓰세요. 예: "2026-12-01"',
    }),
    editor: ({ date }) => ({
      message: `'${date}'은(는) 달력에 없는 날입니다.`,
      hint: '월은 01–12, 일은 그달에 있는 날로 고치세요. 예: 2026-12-01',
    }),
    en: ({ date }) => ({
      message: `The date '${date}' is not a day of the calendar.`,
      hint: 'Write year-month-day, the month 01–12 and a day that month has, e.g. "2026-12-01".',
    }),
  },
  'duplicate-post': {
    ko: ({ slug, path, firstLine }) => ({
      message: `글 주소 이름 ${quoted(slug, '이/가')} 이 페이지의 공지 글에 두 번 쓰였습니다. 처음 쓴 곳은 ${firstLine}행입니다.`,
      hint: `주소 ${path}(으)로 어느 글을 보일지 정할 수 없습니다. 한쪽 글의 slug를 바꾸세요.`,
    }),
    editor: ({ slug }) => ({
      message: `이 페이지에 주소 이름이 '${slug}'인 공지 글이 둘 있습니다.`,
      hint: '주소로 어느 글을 보일지 정할 수 없습니다. 한쪽 글의 주소 이름을 바꾸세요.',
    }),
    en: ({ slug, path, firstLine }) => ({
      message: `The post slug '${slug}' is used twice on this page; it was first used on line ${firstLine}.`,
      hint: `The address ${path} cannot tell which post to show. Change one of the slugs.`,
    }),
  },
  'post-page-path': {
    ko: ({ path, routeLine }) => ({
      message: `이 공지 글의 주소 ${quoted(path, '은/는')} ${routeLine}행의 페이지 주소와 같습니다.`,
      hint: '공지 글은 게시판 페이지 주소 뒤에 글 주소 이름을 붙인 주소에 따로 만들어집니다. 글의 slug나 그 페이지의 주소를 바꾸세요.',
    }),
    editor: ({ path }) => ({
      message: `이 공지 글의 주소 ${quoted(path, '은/는')} 다른 페이지의 주소와 같습니다.`,
      hint: '글의 주소 이름이나 그 페이지의 주소를 바꾸세요.',
    }),
    en: ({ path, routeLine }) => ({
      message: `This post's address '${path}' is the address of the page on line ${routeLine}.`,
      hint: "Each post gets a page of its own at the board page's address + the post's slug. Change the slug or that page's address.",
    }),
  },
};
