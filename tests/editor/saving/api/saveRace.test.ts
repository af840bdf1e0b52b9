import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { DocumentAnswer, SaveAnswer } from '../../../../src/editor/shared/apiContract';
import type { SiteManifest } from '../../../../src/manifest/site.gen';
import { useTestEditor } from '../../app/api/editorServer';

const editor = useTestEditor();

const load = async () => (await (await editor().api('GET', '/api/document')).json()) as DocumentAnswer;
const put = (manifest: SiteManifest, baseVersion: string) =>
  editor().api('PUT', '/api/document', { manifest, baseVersion });
const valueOf = (text: string, key: string) => new RegExp(`"${key}": "([^"]*)"`).exec(text)?.[1];
const phoneOf = (save: number) => `042-100-${String(save).padStart(4, '0')}`;

/**
 * Another program on this computer changing the opening hours: it reads the
 * file, changes that one value and writes it back in place, all at once. Before
 * each write it checks that its last write is still there.
 */
function otherProgram(file: string) {
  let writes = 0;
  const hours = (count: number) => `평일 09:00 – 18:00 (변경 ${count})`;
  const lost: string[] = [];
  return {
    lost,
    /** What its last write left, which no save may take back. */
    hours: () => (writes === 0 ? undefined : hours(writes)),
    write() {
      const text = readFileSync(file, 'utf8');
      if (writes > 0 && valueOf(text, 'hours') !== hours(writes))
        lost.push(`write ${writes} was replaced by "${valueOf(text, 'hours')}"`);
      writeFileSync(file, text.replace(/"hours": "[^"]*"/, `"hours": "${hours(++writes)}"`));
    },
  };
}

/** Turns of the event loop until `done` holds or `turns` have passed; the server runs in between. */
async function turnsUntil(done: () => boolean, turns = Infinity): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn++) await nextTurn();
}

/**
 * When the other program writes during one save: before the server has the request, once the save's
 * temporary file is there (the draft is checked and being written), after a number of turns (a different one
 * each time, the same on every run), or after the answer.
 */
const moments = ['at once', 'while the file is written', 'after some turns', 'after the answer'] as const;

describe('saves raced by another program writing site.json', () => {
  it("never lose that program's write, and every save answered 200 is what the file holds", async () => {
    const file = editor().manifest;
    const other = otherProgram(file);
    const outcomes = { saved: 0, conflicts: 0 };
    let phone = valueOf(readFileSync(file, 'utf8'), 'phone');
    const writing = () => readdirSync(editor().dir).some((name) => /^\.site\.json\.[0-9a-f]{12}\.tmp$/.test(name));
    // As the editor's page does: load, change, save, and load again after a 409.
    for (let save = 1; save <= 40; save++) {
      const { manifest, version } = await load();
      manifest!.company.phone = phoneOf(save);
      let answeredYet = false;
      const answered = put(manifest!, version).finally(() => (answeredYet = true));
      const moment = moments[save % moments.length]!;
      if (moment === 'while the file is written') await turnsUntil(() => answeredYet || writing());
      if (moment === 'after some turns') await turnsUntil(() => answeredYet, (save * 397) % 3000);
      if (moment === 'after the answer') await answered;
      other.write();
      const response = await answered;
      // Read at once, before anything else of this process runs: the other program keeps the phone it finds.
      const text = readFileSync(file, 'utf8');
      expect(valueOf(text, 'hours'), `save ${save}`).toBe(other.hours());
      if (response.status === 200) {
        expect(((await response.json()) as SaveAnswer).changed).toBe(true);
        phone = phoneOf(save);
        outcomes.saved++;
      } else {
        expect(response.status, `save ${save}`).toBe(409);
        outcomes.conflicts++;
      }
      expect(valueOf(text, 'phone'), `save ${save}`).toBe(phone);
    }
    other.write();
    expect(other.lost).toEqual([]);
    // Both ends of the race were met, else this test proves nothing.
    expect(outcomes.saved).toBeGreaterThan(0);
    expect(outcomes.conflicts).toBeGreaterThan(0);
    expect((await readdir(editor().dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('several saves of the editor from the same version at once', () => {
  it('let one through and answer the others 409', async () => {
    const { manifest, version } = await load();
    const phones = [1, 2, 3, 4, 5, 6].map((save) => phoneOf(100 + save));
    const responses = await Promise.all(
      phones.map((value) => put({ ...manifest!, company: { ...manifest!.company, phone: value } }, version)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(phones.length - 1);
    expect(valueOf(readFileSync(editor().manifest, 'utf8'), 'phone')).toBe(phones[statuses.indexOf(200)]);
  });
});
