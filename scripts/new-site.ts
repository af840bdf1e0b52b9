// `npm run new-site -- <folder> --from <example>`: a new firm's site, started from one of examples/ (or `lab`, the
// project's own site): its site.json and public/ copied into a new folder, checked, and the next commands printed.
// docs/new-site.md walks a site author on from there.
import { parseArgs } from 'node:util';
import { MessageError, printedMessage } from '../src/messages/messageError';
import { validateManifestFile } from '../src/manifest/index';
import { shownPath } from '../src/siteBuild/format-summary';
import { starterSites } from './new-site/exampleSites';
import { newSiteError } from './new-site/newSiteMessages';
import { startSite } from './new-site/startSite';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { from: { type: 'string', default: 'tax-office' } },
    allowPositionals: true,
  });
  const starters = starterSites().map((site) => site.name);
  const [folder] = positionals;
  if (!folder) throw newSiteError('folder-missing', { starters });
  const site = await startSite(folder, values.from);
  const files = `--manifest ${shownPath(site.manifest)} --public ${shownPath(site.public)}`;
  const { problems } = await validateManifestFile(site.manifest, { publicDir: site.public });
  console.log(
    `${shownPath(site.manifest)}와(과) ${shownPath(site.public)}/을(를) '${values.from}' 예시에서 만들었습니다.`,
  );
  if (problems.length > 0)
    console.log(`검사에서 문제 ${problems.length}개가 나왔습니다: npm run validate -- ${shownPath(site.manifest)}`);
  console.log(`
다음 순서:
  미리 보기(고치면 바로 다시 그림):  npm run dev -- ${files}
  편집기로 고치기:                   npm run edit -- ${files}
  검사:                              npm run validate -- ${shownPath(site.manifest)} --public ${shownPath(site.public)}
  빌드하고 문의 서버와 함께 열기:    npm start -- ${files}
자세한 안내: docs/new-site.md`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof MessageError)) throw error;
  console.error(printedMessage(error));
  process.exitCode = 2;
}
