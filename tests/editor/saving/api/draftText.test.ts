import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../../../src/editor/saving/conflict/lineDiff';
import { draftText } from '../../../../src/editor/saving/api/draftText';

/** The lines a diff of the two texts shows as added, as `git diff` would. */
const changedLines = (before: string, after: string) =>
  lineDiff(before, after)
    .filter((line) => line.kind === 'added')
    .map((line) => line.text);

const original = `{
  "site": {
    "name": "테스트연구소",
    "phone": "042-000-0000"
  },
  "instruments": [
    {
      "id": "xps",
      "label": "XPS",
      "specification": ["에너지 분해능 0.5 eV", "분석 면적 10 μm"]
    },
    {
      "id": "sem",
      "label": "SEM"
    }
  ],
  "empty": []
}
`;
/** `original` as JSON.parse reads it. */
type Draft = {
  site: { name: string; phone: string; subtitle?: string };
  instruments: { id: string; label: string; specification?: string[] }[];
  empty: string[];
};
const edit = (change: (value: Draft) => void) => {
  const value = JSON.parse(original) as Draft;
  change(value);
  return draftText(original, value);
};

describe('draftText', () => {
  it('gives back the same text when nothing changed', () => {
    expect(draftText(original, JSON.parse(original))).toBe(original);
  });

  it('changes one line for one changed value', () => {
    const text = edit((value) => (value.site.phone = '042-111-2222'));
    expect(changedLines(original, text)).toEqual(['    "phone": "042-111-2222"']);
  });

  it('keeps the key order of the file, whatever order the draft has', () => {
    const value = JSON.parse(original);
    const reordered = {
      instruments: value.instruments,
      empty: value.empty,
      site: { phone: '042-111-2222', name: value.site.name },
    };
    const text = draftText(original, reordered);
    expect(changedLines(original, text)).toEqual(['    "phone": "042-111-2222"']);
  });

  it('puts a new key after the key the draft has before it, at the indentation of its neighbours', () => {
    const text = edit((value) => {
      value.site = { name: value.site.name, subtitle: 'Test Lab', phone: value.site.phone };
    });
    expect(changedLines(original, text)).toEqual(['    "subtitle": "Test Lab",']);
  });

  it('adds, removes and moves list items where they are, copying a moved item as it was written', () => {
    const added = edit((value) => value.instruments.push({ id: 'tem', label: 'TEM' }));
    expect(changedLines(original, added)).toEqual(['    },', '    {', '      "id": "tem",', '      "label": "TEM"']);
    const removed = edit((value) => value.instruments.splice(0, 1));
    expect(removed).not.toContain('"xps"');
    expect(JSON.parse(removed).instruments).toEqual([{ id: 'sem', label: 'SEM' }]);
    const moved = edit((value) => value.instruments.reverse());
    expect(moved).toContain('"specification": ["에너지 분해능 0.5 eV", "분석 면적 10 μm"]');
    expect(JSON.parse(moved).instruments.map((item: { id: string }) => item.id)).toEqual(['sem', 'xps']);
  });

  it('writes into a one-line list on that line, and opens an empty list over new lines', () => {
    const oneLine = edit((value) => value.instruments[0]!.specification!.push('진공 10⁻⁹ mbar'));
    expect(changedLines(original, oneLine)).toEqual([
      '      "specification": ["에너지 분해능 0.5 eV", "분석 면적 10 μm", "진공 10⁻⁹ mbar"]',
    ]);
    const opened = edit((value) => value.empty.push('하나'));
    expect(changedLines(original, opened)).toEqual(['  "empty": [', '    "하나"', '  ]']);
  });

  it('keeps CRLF line endings and a missing final newline', () => {
    const crlf = original.replace(/\n/g, '\r\n').trimEnd();
    const value = JSON.parse(crlf);
    value.instruments.push({ id: 'tem', label: 'TEM' });
    const text = draftText(crlf, value);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text.endsWith('}')).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes a text that is not JSON anew, with 2-space indentation', () => {
    expect(draftText('{ "a": 1, }', { a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });

  it('keeps numbers and escapes as written where their values did not change', () => {
    const text = '{"n": 1.50, "s": "\\u0041", "t": 1}';
    expect(draftText(text, { n: 1.5, s: 'A', t: 2 })).toBe('{"n": 1.50, "s": "\\u0041", "t": 2}');
  });

  // Any JSON, written in any of these styles, saved as it was or as another value.
  const styles = [
    (value: unknown) => JSON.stringify(value, null, 2),
    (value: unknown) => JSON.stringify(value),
    (value: unknown) => JSON.stringify(value, null, '\t').replace(/\n/g, '\r\n'),
  ];
  const json = fc.jsonValue({ maxDepth: 4 });

  it('gives back any JSON text unchanged when saved as it was', () => {
    fc.assert(
      fc.property(json, fc.constantFrom(...styles), (value, style) => {
        const text = style(value);
        expect(draftText(text, JSON.parse(text))).toBe(text);
      }),
    );
  });

  it('always writes a text that holds exactly the draft', () => {
    fc.assert(
      fc.property(json, json, fc.constantFrom(...styles), (before, after, style) => {
        const draft = JSON.parse(JSON.stringify(after));
        expect(JSON.parse(draftText(style(before), draft))).toEqual(draft);
      }),
    );
  });
});
