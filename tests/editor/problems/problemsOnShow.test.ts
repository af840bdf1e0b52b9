import { describe, expect, it } from 'vitest';
import { isBlank, problemsOnShow } from '../../../src/editor/problems/problemsOnShow';

const problem = (pointer: string) => ({ pointer, path: pointer, message: '', hint: '' });

const draft = {
  instruments: [{ id: 'sem', label: 'SEM', korName: '', subName: '', equips: [] }],
  theme: { colors: { primary: 'blue' } },
  cases: [{ id: 'rust', image: { src: '', alt: '' } }],
};

describe('problemsOnShow', () => {
  it('holds back the problems of fields nobody has filled in or left yet', () => {
    const problems = ['/instruments/0/korName', '/instruments/0/equips', '/cases/0/image'].map(problem);
    expect(problemsOnShow(problems, draft, new Set(), {})).toEqual({ shown: [], waiting: problems });
  });

  it('shows a field’s problem once the field, or a part of it, was left empty', () => {
    const problems = ['/instruments/0/korName', '/instruments/0/subName', '/cases/0/image'].map(problem);
    const { shown, waiting } = problemsOnShow(
      problems,
      draft,
      new Set(['/instruments/0/korName', '/cases/0/image/src']),
      {},
    );
    expect(shown.map((each) => each.pointer)).toEqual(['/instruments/0/korName', '/cases/0/image']);
    expect(waiting.map((each) => each.pointer)).toEqual(['/instruments/0/subName']);
  });

  it('does not take a touched list for its items: a new item’s empty fields still wait', () => {
    const withItem = { instruments: [{ equips: [{ modelName: '' }] }] };
    const { shown } = problemsOnShow(
      [problem('/instruments/0/equips/0/modelName')],
      withItem,
      new Set(['/instruments/0/equips']),
      {},
    );
    expect(shown).toEqual([]);
  });

  it('holds back a property not there at all, as a kind just chosen leaves it, until a field of its object is left', () => {
    const section = { routes: [{ page: { sections: [{ type: 'greeting', id: 'hello', title: '인사말' }] } }] };
    const missing = { ...problem('/routes/0/page/sections/0'), code: 'missing-property' };
    expect(problemsOnShow([missing], section, new Set(), {}).waiting).toEqual([missing]);
    expect(problemsOnShow([missing], section, new Set(['/routes/0/page/sections/0/title']), {}).shown).toEqual([
      missing,
    ]);
  });

  it('holds back a new entry’s missing translation until its own language box is left or a save pointed at it', () => {
    const bilingual = { instruments: [{ id: 'sem', label: { ko: 'SEM' } }] };
    const missing = { ...problem('/instruments/0/label/en'), code: 'missing-translation' };
    expect(problemsOnShow([missing], bilingual, new Set(), {}).waiting).toEqual([missing]);
    expect(problemsOnShow([missing], bilingual, new Set(['/instruments/0/label/ko']), {}).waiting).toEqual([missing]);
    expect(problemsOnShow([missing], bilingual, new Set(['/instruments/0/label/en']), {}).shown).toEqual([missing]);
    // A text the file already had without its translation is nothing being written now: it shows.
    expect(problemsOnShow([missing], bilingual, new Set(), bilingual).shown).toEqual([missing]);
  });

  it('shows at once a problem with something written: a wrong colour', () => {
    expect(problemsOnShow([problem('/theme/colors/primary')], draft, new Set(), {}).shown).toHaveLength(1);
  });

  it('shows at once an empty field the file already had, but not one of an entry added since', () => {
    const saved = { instruments: [{ id: 'sem', label: 'SEM', korName: '', subName: '', equips: [] }] };
    const added = {
      instruments: [...saved.instruments, { id: 'tem', label: 'TEM', korName: '', subName: '', equips: [] }],
    };
    const { shown, waiting } = problemsOnShow(
      [problem('/instruments/0/korName'), problem('/instruments/1/korName')],
      added,
      new Set(),
      saved,
    );
    expect(shown.map((each) => each.pointer)).toEqual(['/instruments/0/korName']);
    expect(waiting.map((each) => each.pointer)).toEqual(['/instruments/1/korName']);
  });

  it('shows at once a required field the file already lacked, but not one a kind just chosen lacks', () => {
    const saved = { routes: [{ page: { sections: [{ type: 'greeting', id: 'hello' }] } }] };
    const missing = { ...problem('/routes/0/page/sections/0/title'), code: 'missing-property' };
    expect(problemsOnShow([missing], saved, new Set(), saved).shown).toEqual([missing]);
    const changed = { routes: [{ page: { sections: [{ type: 'textBlock', id: 'hello' }] } }] };
    expect(problemsOnShow([missing], changed, new Set(), saved).waiting).toEqual([missing]);
  });

  it('counts a section as blank whatever its kind, and a written value as not blank', () => {
    expect(isBlank({ type: 'textBlock', id: '', paragraphs: [''] })).toBe(true);
    expect(isBlank({ src: '', alt: '' })).toBe(true);
    expect(isBlank({ src: '/a.png', alt: '' })).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});
