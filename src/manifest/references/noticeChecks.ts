import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { sectionPagePath } from '../pages/sitePages';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, sectionsOf, stringAt } from './manifestShape';

/** A notice post as written, with where it is: its route's path and its pointer. */
export interface WrittenPost {
  post: unknown;
  routeIndex: number;
  routePath: string | undefined;
  sectionId: string | undefined;
  pointer: (field: string) => string;
}

/** Every notice post of every route (a section holding `posts`), read as loosely as every check reads. */
export function writtenPosts(data: unknown): WrittenPost[] {
  return (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex) =>
    (sectionsOf(route) ?? []).flatMap((section, sectionIndex) =>
      (arrayAt(section, 'posts') ?? []).map((post, postIndex) => ({
        post,
        routeIndex,
        routePath: stringAt(route, 'path'),
        sectionId: stringAt(section, 'id'),
        pointer: (field: string) =>
          toPointer(['routes', routeIndex, 'page', 'sections', sectionIndex, 'posts', postIndex, field]),
      })),
    ),
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a day the calendar has (no 2026-02-30); other shapes are the schema's to report. */
function isCalendarDay(date: string): boolean {
  const [, year, month, day] = DATE.exec(date)!.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Post dates written in the right shape that name no day: AJV's pattern cannot know February has no 30th. */
export function invalidPostDates({ data }: CrossReferenceContext): UnplacedProblem[] {
  return writtenPosts(data).flatMap(({ post, pointer }) =>
    ['date', 'updated'].flatMap((field): UnplacedProblem[] => {
      const date = stringAt(post, field);
      if (date === undefined || !DATE.test(date) || isCalendarDay(date)) return [];
      return [{ code: 'invalid-date', pointer: pointer(field), params: { date } }];
    }),
  );
}

/**
 * Each post's page is its route's address + its slug (sitePages.ts): two posts
 * of one page with the same slug, or a post at another route's address, would
 * overwrite one another.
 */
export function postPageClashes({ data, lineOf }: CrossReferenceContext): UnplacedProblem[] {
  const routeLines = new Map<string, number>();
  (arrayAt(data, 'routes') ?? []).forEach((route, index) => {
    const path = stringAt(route, 'path');
    if (path !== undefined && !routeLines.has(path)) routeLines.set(path, lineOf(toPointer(['routes', index, 'path'])));
  });
  const firstLines = new Map<string, number>();
  return writtenPosts(data).flatMap(({ post, routePath, pointer }): UnplacedProblem[] => {
    const slug = stringAt(post, 'slug');
    if (slug === undefined || routePath === undefined) return [];
    const path = sectionPagePath(routePath, slug);
    const routeLine = routeLines.get(path);
    if (routeLine !== undefined)
      return [{ code: 'post-page-path', pointer: pointer('slug'), params: { path, routeLine } }];
    const firstLine = firstLines.get(path);
    if (firstLine === undefined) {
      firstLines.set(path, lineOf(pointer('slug')));
      return [];
    }
    return [{ code: 'duplicate-post', pointer: pointer('slug'), params: { slug, path, firstLine } }];
  });
}
