import { describe, expect, it } from 'vitest';
import { optionTakenByNpm } from '../../src/manifest';
import { runScript } from '../helpers/runScript';

/** What `npm run validate --lang en` runs: npm keeps `--lang` and passes `en` on. */
async function validate(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string[] }> {
  const { code, stderr } = await runScript('scripts/validate.ts', args, env);
  return { code, stderr: stderr.split('\n').filter((line) => line !== '') };
}

describe('an option that npm took for itself (the -- forgotten)', { timeout: 60_000 }, () => {
  it('npm run validate --lang en: says how to pass options through npm, in Korean and then English', async () => {
    expect(await validate(['en'])).toEqual({
      code: 2,
      stderr: [
        "'en'은(는) 파일이 아니라 --lang 옵션의 값으로 보입니다. npm run validate 뒤에 --를 빼고 쓴 옵션(--lang)은 npm이 가져가고, 값 'en'만 파일 이름으로 넘어옵니다.",
        '  → npm run으로 옵션을 넘기려면 옵션 앞에 --를 한 번 더 쓰세요: npm run validate -- --lang en',
        "'en' is not a file but looks like the value of --lang: npm keeps an option written after npm run validate without a --, and passes only 'en', as a file name.",
        '  → To pass options through npm run, put -- before them: npm run validate -- --lang en',
      ],
    });
  });

  it('npm run validate site.json --format json: keeps the file in the command it suggests', async () => {
    expect(await validate(['tests/fixtures/manifests/valid.json', 'json'])).toEqual({
      code: 2,
      stderr: [
        "'json'은(는) 파일이 아니라 --format 옵션의 값으로 보입니다. npm run validate 뒤에 --를 빼고 쓴 옵션(--format)은 npm이 가져가고, 값 'json'만 파일 이름으로 넘어옵니다.",
        '  → npm run으로 옵션을 넘기려면 옵션 앞에 --를 한 번 더 쓰세요: npm run validate -- tests/fixtures/manifests/valid.json --format json',
      ],
    });
  });

  it('npm run validate --public dir: recognised by the npm_config_public that npm sets', () => {
    expect(optionTakenByNpm(['tests/fixtures/public'], { npm_config_public: 'true' })).toEqual({
      option: '--public',
      value: 'tests/fixtures/public',
      command: 'npm run validate -- --public tests/fixtures/public',
    });
  });

  it('leaves real files, and missing files with other names, alone', () => {
    expect(optionTakenByNpm(['tests/fixtures/manifests/valid.json'], {})).toBeUndefined();
    expect(optionTakenByNpm(['missing.json'], {})).toBeUndefined();
  });
});
