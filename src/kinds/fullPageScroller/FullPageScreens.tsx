import { useRef } from 'react';
import { useTheme } from 'styled-components';
import type { Behaviour } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import { type Slots } from '../../islands/defineIsland';
import { slotContent } from '../../islands/keepServerHtml';
import { SectionDots } from './SectionDots';
import { WHEEL_GESTURE_GAP_MS } from './scrollerState';
import { useFooterStop, usePageFooter } from './useFooterStop';
import { useFullPageMode } from './useFullPageMode';
import { useScrollerInput } from './useScrollerInput';
import { useScrollerMachine } from './useScrollerMachine';
import { useSectionFocus } from './useSectionFocus';
import * as S from './FullPageScroller.styles';

/** What the scroller knows of a section: its id and the label its dot shows. */
export interface ScreenSection {
  id: string;
  label?: LocalText;
}

export interface FullPageScreensProps extends Slots {
  /** `slots` hold each section's content, in the same order. */
  sections: readonly ScreenSection[];
  behaviour: Pick<Behaviour, 'scrollSpeedMs' | 'wheelLockMs' | 'swipeThresholdPx'>;
  /** The dots' navigation's and the next-screen button's accessible names. */
  labels: { sectionNavigation: string; nextSection: string };
}

/**
 * The home page's screens, moved by the wheel, the keys, a swipe, the side
 * dots or the arrow at the bottom of each screen; after the last one, the
 * page's footer is one more stop (see useFooterStop). An island: the sections'
 * content stays prerendered HTML, only the frame around it hydrates.
 * Prerendered (and first hydrated) as ordinary stacked sections, which is also
 * what narrow and short windows keep; see useFullPageMode.
 */
export function FullPageScreens({ sections, behaviour, labels, slots }: FullPageScreensProps) {
  const theme = useTheme();
  const viewport = useRef<HTMLDivElement>(null);
  const screens = useRef<(HTMLDivElement | null)[]>([]);
  const contents = useRef<(HTMLDivElement | null)[]>([]);

  const mode = useFullPageMode(screens, contents, sections.length, theme.breakpoints.md);
  const footer = usePageFooter();
  const machine = useScrollerMachine({
    count: sections.length,
    footer: footer !== null,
    scrollSpeedMs: behaviour.scrollSpeedMs,
    wheelLockMs: behaviour.wheelLockMs,
    swipeThresholdPx: behaviour.swipeThresholdPx,
    wheelGestureGapMs: WHEEL_GESTURE_GAP_MS,
  });
  useScrollerInput(mode.active, machine.send);
  const onFocus = useSectionFocus(mode, machine, screens, viewport);
  const footerPlace = useFooterStop({
    active: mode.active,
    machine,
    footer,
    screens,
    count: sections.length,
    durationMs: behaviour.scrollSpeedMs,
  });

  const full = mode.active;
  const { index, moves, send } = machine;
  const goTo = (target: number) => send({ type: 'goTo', index: target });

  return (
    <S.Root $full={full} data-mode={full ? 'full' : 'stacked'} data-footer={full && footer ? footerPlace : undefined}>
      {full && <S.PageScrollLock />}
      {full && <SectionDots sections={sections} current={index} label={labels.sectionNavigation} onSelect={goTo} />}
      <S.Viewport ref={viewport} $full={full}>
        <S.Track
          $full={full}
          $speedMs={behaviour.scrollSpeedMs}
          style={full ? { transform: `translate3d(0, calc(var(--screen-height) * ${-index}), 0)` } : undefined}
          onFocus={onFocus}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget && event.propertyName === 'transform') send({ type: 'arrived' });
          }}
        >
          {sections.map((section, position) => (
            <S.Screen
              key={section.id}
              ref={(element) => {
                screens.current[position] = element;
              }}
              tabIndex={-1}
              $full={full}
              $speedMs={behaviour.scrollSpeedMs}
              data-section={section.id}
              data-current={full ? String(position === index) : undefined}
              data-entrance={entrance(position, index, moves)}
            >
              <S.Content
                ref={(element) => {
                  contents.current[position] = element;
                }}
                {...slotContent(slots?.[position])}
              />
              {full && position < sections.length - 1 && (
                <S.NextButton type="button" aria-label={labels.nextSection} onClick={() => goTo(position + 1)}>
                  <ChevronDown />
                </S.NextButton>
              )}
            </S.Screen>
          ))}
        </S.Track>
      </S.Viewport>
    </S.Root>
  );
}

/**
 * Which screen plays the fade-and-rise entrance: none as the page appears (its
 * first screen is painted at once, it is what the visitor waits for), then
 * whichever a move brings in.
 */
function entrance(position: number, current: number, moves: number): 'move' | undefined {
  return moves > 0 && position === current ? 'move' : undefined;
}

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M5 9l7 7 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
