import { didYouMean, quoted, withParticle } from '../korean';
import * as english from './english';
import type { ProblemCatalogue } from './reader';

// A file offered for download that is missing, lies outside public/, or is not what its name says.
export interface DownloadParams {
  'missing-download': { path: string; folder: string; suggestion?: string; folderExists: boolean };
  /** `link`: the path is a symbolic link leading out; otherwise it climbs out with "..". */
  'download-outside-public': { path: string; folder: string; link: boolean };
  /** `type`: what the extension promises ("PDF"); `empty`: the file has no bytes at all. */
  'download-wrong-type': { path: string; folder: string; type: string; empty: boolean };
}

const fileName = (sitePath: string) => sitePath.slice(sitePath.lastIndexOf('/') + 1);

export const DOWNLOAD_TEMPLATES: ProblemCatalogue<DownloadParams> = {
  'missing-download': {
    ko: ({ path, folder, suggestion, folderExists }) => ({
      message: `내려받을 파일 ${quoted(path, '이/가')} ${folder} 폴더에 없습니다.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: suggestion
        ? `경로는 ${folder} 폴더 안의 파일 이름과 대문자·소문자까지 똑같아야 합니다.`
        : folderExists
          ? `${folder}${path} 파일을 넣거나, 경로를 고치세요.`
          : `${folder} 폴더가 없습니다. 파일을 ${folder} 폴더에 넣으세요.`,
    }),
    editor: ({ path, suggestion }) => ({
      message: `내려받을 파일 ${quoted(fileName(path), '을/를')} 찾을 수 없습니다.${didYouMean(suggestion && `'${fileName(suggestion)}'`)}`,
      hint: '파일 경로를 고치거나, 그 파일을 사이트의 public 폴더에 넣으세요.',
    }),
    en: ({ path, folder, suggestion, folderExists }) => ({
      message: `The download '${path}' is not in the ${folder} folder.${english.didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: suggestion
        ? `The path must match the file's name in ${folder} exactly, including letter case.`
        : folderExists
          ? `Add the file ${folder}${path}, or correct the path.`
          : `There is no ${folder} folder. Put the files in a folder called ${folder}.`,
    }),
  },
  'download-outside-public': {
    ko: ({ path, folder, link }) => ({
      message: link
        ? `내려받을 파일 ${quoted(path, '은/는')} ${folder} 폴더 밖의 파일을 가리키는 바로 가기(심볼릭 링크)입니다.`
        : `내려받을 파일 경로 ${quoted(path, '이/가')} ${folder} 폴더 밖을 가리킬 수 있습니다('.'이나 '..' 폴더, 겹친 /).`,
      hint: link
        ? `바로 가기 대신 파일 자체를 ${folder} 폴더에 복사해 넣으세요. 폴더 밖의 파일은 사이트에 올리지 않습니다.`
        : `${folder} 폴더 안의 경로를 /부터 그대로 쓰세요. 예: "/files/${fileName(path)}"`,
    }),
    en: ({ path, folder, link }) => ({
      message: link
        ? `The download '${path}' is a symbolic link to a file outside the ${folder} folder.`
        : `The download path '${path}' may lead out of the ${folder} folder ('.' or '..' segments, or a doubled /).`,
      hint: link
        ? `Copy the file itself into ${folder} instead of linking to it; nothing outside ${folder} is published.`
        : `Write the path inside ${folder} from its root, e.g. "/files/${fileName(path)}".`,
    }),
  },
  'download-wrong-type': {
    ko: ({ path, type, empty }) => ({
      message: empty
        ? `내려받을 파일 ${quoted(path, '이/가')} 비어 있습니다(0바이트).`
        : `내려받을 파일 '${path}'의 내용이 ${type} 파일이 아닙니다(이름만 ${type} 파일입니다).`,
      hint: `방문자가 열 수 있도록 진짜 ${type} 파일을 넣으세요. 다른 종류의 파일이라면 ${withParticle(type, '으로/로')} 저장해 다시 넣거나, 이름의 확장자를 실제 종류에 맞게 고치세요.`,
    }),
    en: ({ path, type, empty }) => ({
      message: empty
        ? `The download '${path}' is empty (0 bytes).`
        : `The download '${path}' has a ${type} file's extension, but its contents are not ${type}.`,
      hint: `Put a real ${type} file there so visitors can open it. If it is another kind of file, save it as ${type} again, or give it the extension of its real type.`,
    }),
  },
};
