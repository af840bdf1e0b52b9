import type { ToolLanguage } from '../../messages/toolLanguage';
import { readManifestFile } from '../readManifestFile';
import { translationCompleteness, type Completeness } from './completeness';

/**
 * The completeness figures of a manifest file, problems or not (a missing
 * translation is itself a problem, and the figures say how far there is to go);
 * undefined when the file cannot be read as JSON, which validation reports.
 */
export async function completenessOfFile(file: string, lang: ToolLanguage): Promise<Completeness | undefined> {
  const read = await readManifestFile(file);
  if (!('text' in read)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(read.text);
  } catch {
    return undefined;
  }
  return translationCompleteness(data, lang);
}
