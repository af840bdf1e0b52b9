import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ErrorAnswer, ImagesAnswer, UploadAnswer } from '../../../../src/editor/shared/apiContract';
import {
  activeParts,
  manyRects,
  nestedGroups,
  notXml,
  payloadRemovals,
  payloads,
  type PayloadName,
} from '../../../svg/payloads';
import { useTestEditor } from '../../app/api/editorServer';
import { sentence } from '../../../../src/messages/message';

const editor = useTestEditor();

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 32, height: 16, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80"/></svg>',
);

function upload(data: Buffer, fileName: string, folder?: string, origin = editor().url): Promise<Response> {
  const form = new FormData();
  if (folder !== undefined) form.append('folder', folder);
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  return fetch(`${editor().url}/api/images`, { method: 'POST', body: form, headers: { Origin: origin } });
}

const stored = async (response: Response) => {
  expect(response.status).toBe(201);
  return (await response.json()) as UploadAnswer;
};
const refused = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  const answer = (await response.json()) as ErrorAnswer;
  expect(answer.code).toBe(code);
  expect(answer.message).toMatch(/[가-힣]/);
};
/** Every file under the temporary project, to see that a refused upload left nothing anywhere. */
const allFiles = async () => (await readdir(editor().dir, { recursive: true })).sort();

describe('GET /api/images', () => {
  it('lists the images under public/ with their sizes, SVGs included', async () => {
    const { images } = (await (await editor().api('GET', '/api/images')).json()) as ImagesAnswer;
    const hero = images.find((image) => image.src === '/images/hero.svg');
    expect(hero).toBeDefined();
    expect(hero!.width).toBeGreaterThan(0);
    expect(hero!.height).toBeGreaterThan(0);
    expect(hero!.bytes).toBe((await readFile(join(editor().publicDir, 'images/hero.svg'))).length);
    expect(images.some((image) => image.src.startsWith('/images/instruments/'))).toBe(true);
  });
});

describe('POST /api/images', () => {
  it('stores a PNG under a safe name, answers its size, and lists and serves it', async () => {
    const image = await stored(await upload(await png(), 'XPS Spectrum (1).PNG'));
    expect(image).toMatchObject({ src: '/images/xps-spectrum-1.png', width: 32, height: 16 });
    const onDisk = await readFile(join(editor().publicDir, 'images/xps-spectrum-1.png'));
    expect(image.bytes).toBe(onDisk.length);
    const { images } = (await (await editor().api('GET', '/api/images')).json()) as ImagesAnswer;
    expect(images).toContainEqual(image);
    expect((await fetch(editor().url + image.src)).headers.get('content-type')).toBe('image/png');
  });

  it('never overwrites: the same name again gets -2, then -3', async () => {
    const first = await stored(await upload(await png(), 'same.png', 'instruments'));
    const second = await stored(await upload(await png(), 'same.png', 'instruments'));
    const third = await stored(await upload(await png(), 'same.png', 'instruments'));
    expect([first.src, second.src, third.src]).toEqual([
      '/images/instruments/same.png',
      '/images/instruments/same-2.png',
      '/images/instruments/same-3.png',
    ]);
  });

  it('names a Korean-named photo after its content, with the extension of its content', async () => {
    const data = await photo(64, 48);
    const image = await stored(await upload(data, '장비 사진.JPEG'));
    expect(image.src).toMatch(/^\/images\/image-[0-9a-f]{8}\.jpg$/);
  });

  it('keeps a path in the file name from leading anywhere', async () => {
    const image = await stored(await upload(await png(), '../../../escape.png'));
    expect(image.src).toBe('/images/escape.png');
  });

  it('refuses folders that would leave public/images/', async () => {
    const before = await allFiles();
    for (const folder of ['..', '../..', 'cases/../../x', '/etc', 'a\\b', 'C:\\images', '.hidden']) {
      await refused(await upload(await png(), 'x.png', folder), 400, 'bad-folder');
    }
    expect(await allFiles()).toEqual(before);
  });

  it('tells images by their content: a text file named .png is refused', async () => {
    await refused(await upload(Buffer.from('not an image at all'), 'fake.png'), 415, 'image-type');
    await refused(await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'page.svg'), 415, 'image-type');
    await refused(await upload(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), 'broken.jpg'), 415, 'unreadable-image');
  });

  it('stores an SVG with the size it declares, as it was drawn, and says nothing was removed', async () => {
    const image = await stored(await upload(svg, 'Diagram.svg', 'cases'));
    const onDisk = await readFile(join(editor().publicDir, 'images/cases/diagram.svg'), 'utf8');
    expect(image).toEqual({
      src: '/images/cases/diagram.svg',
      width: 120,
      height: 80,
      bytes: Buffer.byteLength(onDisk),
    });
    expect(onDisk).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80"/></svg>',
    );
  });

  it('refuses a file over 10 MB with 413', async () => {
    const before = await allFiles();
    const big = Buffer.concat([await photo(16, 16), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    await refused(await upload(big, 'big.jpg'), 413, 'image-too-large');
    expect(await allFiles()).toEqual(before);
  });

  it('refuses a form without a file', async () => {
    const form = new FormData();
    form.append('folder', 'instruments');
    await refused(
      await fetch(`${editor().url}/api/images`, { method: 'POST', body: form, headers: { Origin: editor().url } }),
      400,
      'no-file',
    );
  });

  it('scales a photo wider than 2400 px down to 2400 px', async () => {
    const image = await stored(await upload(await photo(3000, 2000), 'wide.jpg'));
    expect(image).toMatchObject({ src: '/images/wide.jpg', width: 2400, height: 1600 });
    const metadata = await sharp(join(editor().publicDir, 'images/wide.jpg')).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 2400, 1600]);
  });

  it('refuses an upload from a foreign Origin', async () => {
    await refused(await upload(await png(), 'x.png', undefined, 'https://evil.example'), 403, 'foreign-origin');
  });
});

describe('POST /api/images with an SVG that carries scripts or loads from elsewhere', () => {
  it.each(Object.keys(payloads) as PayloadName[])(
    'stores the %s payload cleaned and answers what was removed',
    async (name) => {
      const image = await stored(await upload(Buffer.from(payloads[name]), `${name}.svg`, 'cases'));
      const onDisk = await readFile(join(editor().publicDir, image.src), 'utf8');
      expect(activeParts(onDisk)).toEqual([]);
      expect(onDisk).toContain('<rect id="box" width="100" height="100" fill="#1a6"/>');
      expect(image).toMatchObject({ width: 100, height: 100, bytes: Buffer.byteLength(onDisk) });
      expect(image.removed?.sort()).toEqual(
        payloadRemovals[name].length > 0 ? [...payloadRemovals[name]].sort() : undefined,
      );
      // Served as it was stored: the editor's own preview shows this file on the editor's origin.
      expect(await (await fetch(editor().url + image.src)).text()).toBe(onDisk);
    },
  );

  it('refuses an SVG that is not XML with a Korean message naming the file and its line, and stores nothing', async () => {
    const before = await allFiles();
    const response = await upload(Buffer.from(notXml), 'Broken Logo.svg');
    expect(response.status).toBe(415);
    const answer = (await response.json()) as ErrorAnswer;
    expect(answer.code).toBe('unreadable-svg');
    expect(answer.message).toMatch(
      /^Broken Logo\.svg을\(를\) SVG로 읽을 수 없습니다\. 1번째 줄 \d+번째 칸에서 XML 문법이 맞지 않습니다/,
    );
    expect(await allFiles()).toEqual(before);
  });

  it('refuses an SVG nested too deep or with too many elements with 422 and what to do, and stores nothing', async () => {
    const before = await allFiles();
    for (const [svg, name, says] of [
      [
        nestedGroups(5000),
        'Deep Drawing.svg',
        /^Deep Drawing\.svg은\(는\) 요소가 \d+단계보다 깊이 겹쳐 있어 받지 않습니다\..* 그룹을 풀거나/,
      ],
      [manyRects(20_000), 'map.svg', /^map\.svg은\(는\) 요소가 [\d,]+개보다 많아 받지 않습니다\..* 그룹을 풀거나/],
    ] as const) {
      const response = await upload(Buffer.from(svg), name);
      expect(response.status).toBe(422);
      const answer = (await response.json()) as ErrorAnswer;
      expect(answer.code).toBe('svg-too-complex');
      expect(sentence(answer)).toMatch(says);
    }
    expect(await allFiles()).toEqual(before);
  });

  it('refuses XML that is not an SVG a browser would draw', async () => {
    await refused(
      await upload(Buffer.from('<svg><rect width="1" height="1"/></svg>'), 'no-namespace.svg'),
      415,
      'unreadable-svg',
    );
  });
});
