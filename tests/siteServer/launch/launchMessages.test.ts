import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printedMessage } from '../../../src/messages/printedMessage.mjs';
import { launchMessage } from '../../../src/siteServer/launch/launchMessages.mjs';

const projectRoot = join(import.meta.dirname, '../../..');

describe("the launchers' messages", () => {
  it('print what happened, then what to do after "  도움말:" on a line of its own', () => {
    expect(printedMessage(launchMessage('release-without-lock', { id: '20261124T233000Z-a1b2c3' }))).toBe(
      '20261124T233000Z-a1b2c3에 package-lock.json이 없습니다. 이 방법을 쓰기 전의 빌드입니다.\n  도움말: 지금 버전으로 다시 빌드해 옮기세요.',
    );
    expect(printedMessage(launchMessage('use-release-usage', {}))).toBe(
      '사용법: node src/siteServer/launch/use-release.mjs [릴리스]   (릴리스 없이: 목록)',
    );
  });

  describe('with only the files a production install ships', () => {
    const install = mkdtempSync(join(tmpdir(), 'launch-messages-'));
    afterAll(() => rmSync(install, { recursive: true, force: true }));
    // As docs/deploy.md's tarball holds them: the launch folder, the CLI's launcher, the printer.
    for (const shipped of [
      'src/siteServer/launch',
      'src/siteServer/cli/inquiries.mjs',
      'src/messages/printedMessage.mjs',
    ])
      cpSync(join(projectRoot, shipped), join(install, shipped), { recursive: true });
    const run = (file: string) =>
      spawnSync(process.execPath, [join(install, file)], {
        cwd: install,
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      });

    it('the release switch refuses by its catalogue when there is no release', () => {
      const listed = run('src/siteServer/launch/use-release.mjs');
      expect(listed.stderr).toBe(
        `${join(install, 'dist-releases')}에 릴리스가 없습니다.\n  도움말: 빌드한 릴리스를 풀어 넣으세요(docs/deploy.md 3절).\n`,
      );
      expect(listed.status).toBe(1);
    });

    it('npm start and npm run inquiries say the build is missing, with what to do', () => {
      const started = run('src/siteServer/launch/start.mjs');
      expect(started.stderr).toBe(
        `빌드 결과(${join(install, 'dist-releases/current/server/main.mjs')})가 없습니다.\n  도움말: 개발 도구가 있는 기계에서 npm run build를 한 뒤 ${join(install, 'dist')}-releases/를 함께 옮기세요(docs/deploy.md).\n`,
      );
      expect(started.status).toBe(1);
      const cli = run('src/siteServer/cli/inquiries.mjs');
      expect(cli.stderr).toBe(
        `빌드된 문의 관리 명령(${join(install, 'dist-releases/current/server/inquiries.mjs')})이 없습니다.\n  도움말: 개발 도구가 있는 기계에서 npm run build를 한 뒤 dist-releases/를 함께 옮기세요(docs/deploy.md).\n`,
      );
      expect(cli.status).toBe(1);
    });
  });
});
