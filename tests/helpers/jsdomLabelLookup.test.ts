// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

/** A form of `count` labelled fields, the last one's label last, as the editor's long forms are. */
function form(count: number): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = Array.from(
    { length: count },
    (_, index) => `<div><label for="field-${index}">Field ${index}</label><input id="field-${index}"></div>`,
  ).join('');
  document.body.replaceChildren(element);
  return element;
}

describe("a label's control in jsdom (tests/helpers/jsdomLabelLookup.ts)", () => {
  it('is the first element in tree order with the id in `for`, when it is labelable', () => {
    document.body.innerHTML = `
      <label id="a" for="name">Name</label><input id="name">
      <label id="b" for="twice">Twice</label><button id="twice">first</button><select id="twice"></select>
      <label id="c" for="hidden">Hidden</label><input id="hidden" type="hidden">
      <label id="d" for="plain">Plain</label><div id="plain"></div>
      <label id="e" for="missing">Missing</label>
      <label id="f" for="">Empty</label>
      <label id="g">Nested <textarea id="inside"></textarea></label>`;
    const control = (id: string) => (document.getElementById(id) as HTMLLabelElement).control;
    expect(control('a')).toBe(document.getElementById('name'));
    expect(control('b')).toBe(document.querySelector('button'));
    expect(control('c')).toBeNull();
    expect(control('d')).toBeNull();
    expect(control('e')).toBeNull();
    expect(control('f')).toBeNull();
    expect(control('g')).toBe(document.getElementById('inside'));
    expect([...(document.getElementById('name') as HTMLInputElement).labels!].map((label) => label.id)).toEqual(['a']);
  });

  it('follows the document: an id moved to another element, a label outside the document', () => {
    document.body.innerHTML = '<label id="l" for="x">X</label><input id="x"><input id="y">';
    const label = document.getElementById('l') as HTMLLabelElement;
    document.getElementById('x')!.id = 'old';
    document.getElementById('y')!.id = 'x';
    expect(label.control).toBe(document.getElementById('x'));
    const detached = document.createElement('div');
    detached.innerHTML = '<label for="z">Z</label><input id="z">';
    expect(detached.querySelector('label')!.control).toBe(detached.querySelector('input'));
  });

  it("finds a field's labels in a long form without walking the form once per label", () => {
    const fields = form(2_000).querySelectorAll('input');
    const started = process.cpuUsage();
    const labels = fields[fields.length - 1]!.labels!;
    expect([...labels].map((label) => label.textContent)).toEqual(['Field 1999']);
    const used = process.cpuUsage(started);
    // One walk per label took over a second here; looking each id up, a few milliseconds.
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });
});
