import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateManifestText } from '../../src/manifest';
import { edited, FIXTURE_PUBLIC, reportFor } from './manifestFixture';

const INQUIRY = `{
            "type": "inquiry",
            "id": "contact",`;

/** The valid fixture with a files section offering `path` before its inquiry section (its path on line 264). */
const offering = (path: string) =>
  edited(
    INQUIRY,
    `{
            "type": "files",
            "id": "forms",
            "title": "서식",
            "files": [{ "label": "의뢰서",
              "path": ${JSON.stringify(path)} }]
          },
          ${INQUIRY}`,
  );

const AT = 'site.json:271:23  회사소개 › 서식 › 의뢰서 › 파일 위치:';
const AT_EN = 'site.json:271:23  회사소개 › 서식 › 의뢰서 › path:';

describe('a file offered for download', () => {
  let publicDir: string;
  let outside: string;
  beforeAll(() => {
    // Named public, as messages name the folder.
    publicDir = join(mkdtempSync(join(tmpdir(), 'download-site-')), 'public');
    outside = mkdtempSync(join(tmpdir(), 'download-outside-'));
    cpSync(FIXTURE_PUBLIC, publicDir, { recursive: true });
    mkdirSync(join(publicDir, 'forms'));
    writeFileSync(join(publicDir, 'forms/photo.pdf'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
    writeFileSync(join(publicDir, 'forms/empty.docx'), '');
    writeFileSync(join(publicDir, 'forms/old.hwp'), Buffer.from('504b030414000000', 'hex'));
    writeFileSync(join(outside, 'secret.pdf'), '%PDF-1.4 not the site’s');
    symlinkSync(join(outside, 'secret.pdf'), join(publicDir, 'forms/linked.pdf'));
  });
  afterAll(() => {
    rmSync(join(publicDir, '..'), { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const reportIn = async (path: string, lang: 'ko' | 'en' = 'ko') => {
    const result = await validateManifestText(offering(path), 'site.json', { publicDir, lang });
    return result.problems.flatMap((problem) => formatProblem(problem, 'site.json').split('\n'));
  };

  it('is accepted when it is in public/ and its bytes are its type, a Korean file name included', async () => {
    expect(await reportFor(offering('/files/시험의뢰서.pdf'))).toEqual([]);
    expect(await reportFor(offering('/files/price-list.xlsx'))).toEqual([]);
  });

  it('missing from public/: at its line, with the file of a near name', async () => {
    expect(await reportFor(offering('/files/시험의뢰.pdf'))).toEqual([
      `${AT} 내려받을 파일 '/files/시험의뢰.pdf'이(가) public 폴더에 없습니다. 혹시 '/files/시험의뢰서.pdf'을(를) 말씀하셨나요?`,
      '  → 경로는 public 폴더 안의 파일 이름과 대문자·소문자까지 똑같아야 합니다.  (/routes/1/page/sections/1/files/0/path)',
    ]);
    expect(await reportFor(offering('/files/price-list.xlsx'.replace('price', 'PRICE')), 'en')).toEqual([
      `${AT_EN} The download '/files/PRICE-list.xlsx' is not in the public folder. Did you mean '/files/price-list.xlsx'?`,
      "  → The path must match the file's name in public exactly, including letter case.  (/routes/1/page/sections/1/files/0/path)",
    ]);
  });

  it('climbing out of public/ with ..: refused before any file is looked for', async () => {
    expect(await reportIn('/files/../../site.json.pdf')).toEqual([
      `${AT} 내려받을 파일 경로 '/files/../../site.json.pdf'이(가) public 폴더 밖을 가리킬 수 있습니다('.'이나 '..' 폴더, 겹친 /).`,
      `  → public 폴더 안의 경로를 /부터 그대로 쓰세요. 예: "/files/site.json.pdf"  (/routes/1/page/sections/1/files/0/path)`,
    ]);
  });

  it('a symbolic link to a file outside public/: refused, and never read', async () => {
    const [message] = await reportIn('/forms/linked.pdf');
    expect(message).toBe(
      `${AT} 내려받을 파일 '/forms/linked.pdf'은(는) public 폴더 밖의 파일을 가리키는 바로 가기(심볼릭 링크)입니다.`,
    );
  });

  it('whose bytes are another type than its extension says, or none', async () => {
    expect(await reportIn('/forms/photo.pdf')).toEqual([
      `${AT} 내려받을 파일 '/forms/photo.pdf'의 내용이 PDF 파일이 아닙니다(이름만 PDF 파일입니다).`,
      '  → 방문자가 열 수 있도록 진짜 PDF 파일을 넣으세요. 다른 종류의 파일이라면 PDF(으)로 저장해 다시 넣거나, 이름의 확장자를 실제 종류에 맞게 고치세요.  (/routes/1/page/sections/1/files/0/path)',
    ]);
    // An HWPX (a ZIP) renamed .hwp: HWP 5 is an OLE compound file.
    expect((await reportIn('/forms/old.hwp', 'en'))[0]).toBe(
      `${AT_EN} The download '/forms/old.hwp' has a HWP file's extension, but its contents are not HWP.`,
    );
    expect((await reportIn('/forms/empty.docx'))[0]).toBe(
      `${AT} 내려받을 파일 '/forms/empty.docx'이(가) 비어 있습니다(0바이트).`,
    );
  });

  it('of a type the site does not offer, or with a space in its name: the schema’s rule', async () => {
    const [zip] = await reportFor(offering('/files/forms.zip'));
    expect(zip).toContain('.pdf, .hwp, .hwpx, .docx, .xlsx 중 하나로 끝나야 합니다');
    const [spaced] = await reportFor(offering('/files/시험 의뢰서.pdf'));
    expect(spaced).toContain('띄어쓰기는 안 됩니다');
  });
});
