import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, validateManifestText } from '../../src/manifest';
import { edited, FIXTURE_PUBLIC, reportFor } from './manifestFixture';

const CASE_IMAGE = '"src": "/images/cases/foreign-matter.svg"';
const AT = 'site.json:354:16  분석 사례 › 미세 이물 분석 › 그림 › 그림 파일: ';
const RULE =
  "'그림 파일' 형식에 맞지 않습니다. /로 시작하고 .svg, .png, .jpg, .jpeg, .webp, .avif 중 하나로 끝나야 합니다. 영문, 숫자, 밑줄(_), 점(.), 하이픈(-)만 쓸 수 있습니다.";

describe('an image path is corrected as a path, or the file in public/ named for renaming; never another example', () => {
  it('a Windows path written with single backslashes, which JSON reads as escapes', async () => {
    expect(await reportFor(edited(CASE_IMAGE, '"src": "\\images\\cases\\foreign-matter.svg"'))).toEqual([
      'site.json:354:17  분석 사례 › 미세 이물 분석 › 그림 › 그림 파일: 경로를 역슬래시(\\)로 구분했습니다. JSON에서 역슬래시는 \\n 같은 특수 기호를 쓰는 데 쓰여, 경로 구분에 쓸 수 없습니다.',
      '  → 폴더는 /로 구분해 "/images/cases/foreign-matter.svg"처럼 쓰세요.  (/cases/0/image/src)',
    ]);
  });

  it('a full Windows path to the file in public', async () => {
    const [, hint] = await reportFor(
      edited(CASE_IMAGE, '"src": "C:\\Users\\lab\\site\\public\\images\\cases\\foreign-matter.svg"'),
    );
    expect(hint).toBe('  → 폴더는 /로 구분해 "/images/cases/foreign-matter.svg"처럼 쓰세요.  (/cases/0/image/src)');
  });

  it('a Windows path with escaped backslashes', async () => {
    expect(await reportFor(edited(CASE_IMAGE, '"src": "\\\\images\\\\cases\\\\foreign-matter.svg"'))).toEqual([
      `${AT}"\\\\images\\\\cases\\\\foreign-matter.svg"은(는) ${RULE}`,
      '  → "/images/cases/foreign-matter.svg"처럼 쓰세요. 폴더는 역슬래시(\\)가 아니라 /로 구분합니다.  (/cases/0/image/src)',
    ]);
  });

  it("a camera's IMG_1234.JPG: the path with a lower-case extension, and the file to rename", async () => {
    expect(await reportFor(edited(CASE_IMAGE, '"src": "/images/cases/IMG_1234.JPG"'))).toEqual([
      `${AT}"/images/cases/IMG_1234.JPG"은(는) ${RULE}`,
      '  → "/images/cases/IMG_1234.jpg"처럼 쓰세요. 확장자는 소문자여야 하므로, public 폴더에 images/cases/IMG_1234.JPG 파일이 있다면 그 이름도 IMG_1234.jpg(으)로 바꾸세요.  (/cases/0/image/src)',
    ]);
  });

  it('a Korean file name: the file to rename', async () => {
    expect(await reportFor(edited(CASE_IMAGE, '"src": "/images/cases/이물 사진.png"'))).toEqual([
      `${AT}"/images/cases/이물 사진.png"은(는) ${RULE}`,
      '  → 파일 이름에 쓸 수 없는 글자가 있습니다. public 폴더의 images/cases/이물 사진.png 파일 이름을 영문·숫자·밑줄(_)·하이픈(-)으로 바꾸고, 바꾼 이름으로 경로를 고치세요.  (/cases/0/image/src)',
    ]);
  });

  it('an image format the site does not take', async () => {
    expect(await reportFor(edited(CASE_IMAGE, '"src": "/images/cases/foreign-matter.gif"'))).toEqual([
      `${AT}"/images/cases/foreign-matter.gif"은(는) ${RULE}`,
      '  → .gif 그림은 쓸 수 없습니다. 그림을 .png나 .jpg로 저장해 public 폴더에 넣고, 그 파일의 경로를 쓰세요.  (/cases/0/image/src)',
    ]);
  });

  it('a path written right to a file whose own name cannot be a path: rename the file', async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'manifest-public-'));
    cpSync(FIXTURE_PUBLIC, publicDir, { recursive: true });
    writeFileSync(join(publicDir, 'images/cases/IMG_1234.JPG'), '');
    const result = await validateManifestText(edited(CASE_IMAGE, '"src": "/images/cases/IMG_1234.jpg"'), 'site.json', {
      publicDir,
    });
    rmSync(publicDir, { recursive: true, force: true });
    const name = publicDir.slice(publicDir.lastIndexOf('/') + 1);
    expect(result.problems.flatMap((problem) => formatProblem(problem, 'site.json').split('\n'))).toEqual([
      `site.json:354:16  분석 사례 › 미세 이물 분석 › 그림 › 그림 파일: 이미지 파일 '/images/cases/IMG_1234.jpg'이(가) ${name} 폴더에 없습니다. 혹시 '/images/cases/IMG_1234.JPG'을(를) 말씀하셨나요?`,
      `  → ${name} 폴더의 images/cases/IMG_1234.JPG 파일은 경로로 쓸 수 없는 이름입니다. 그 파일 이름을 IMG_1234.jpg(으)로 바꾸세요.  (/cases/0/image/src)`,
    ]);
  });
});
