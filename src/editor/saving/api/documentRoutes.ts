import type { FastifyInstance } from 'fastify';
import { validateManifestText } from '../../../manifest';
import { presentProblem } from '../../../manifest/presentProblem';
import type { ManifestProblem } from '../../../manifest/ManifestProblem';
import type { DocumentAnswer, SaveRequest, ValidateRequest, VersionAnswer } from '../../shared/apiContract';
import { readDiskDocument, type DiskDocument } from './diskDocument';
import { checkDraft, saveDraft, type DocumentPaths } from './saveDraft';
import { Refusal } from '../../app/api/refusals';
import type { Queue } from '../../app/api/serialized';

export interface DocumentRouteOptions {
  paths: DocumentPaths;
  /** Saves and publishes, one at a time. */
  queue: Queue;
}

const draftBody = { type: 'object', required: ['manifest'], properties: { manifest: {} } } as const;
const saveBody = {
  type: 'object',
  required: ['manifest', 'baseVersion'],
  properties: { manifest: {}, baseVersion: { type: 'string' } },
} as const;

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function readDocument(file: string): Promise<DiskDocument> {
  try {
    return await readDiskDocument(file);
  } catch (error) {
    throw new Refusal('document-unreadable', (error as NodeJS.ErrnoException).code ?? String(error));
  }
}

async function problemsOnDisk(paths: DocumentPaths, disk: DiskDocument): Promise<ManifestProblem[]> {
  if (disk.problem) return [presentProblem(disk.problem, undefined, 'editor')];
  const result = await validateManifestText(disk.text, paths.manifest, { publicDir: paths.publicDir, lang: 'editor' });
  return result.problems;
}

/** The manifest file: read it, check a draft of it, save a draft over it. */
export async function documentRoutes(app: FastifyInstance, { paths, queue }: DocumentRouteOptions): Promise<void> {
  const fileName = paths.manifest.split(/[\\/]/).at(-1)!;

  app.get('/api/document', async (): Promise<DocumentAnswer> => {
    const disk = await readDocument(paths.manifest);
    const problems = await problemsOnDisk(paths, disk);
    // A file that parses but has problems is still loaded: the editor is where they get fixed.
    const manifest = disk.problem ? null : parsedOrNull(disk.text);
    return {
      text: disk.text,
      manifest: manifest as DocumentAnswer['manifest'],
      version: disk.version,
      problems,
      fileName,
    };
  });

  app.get('/api/document/version', async (): Promise<VersionAnswer> => ({
    version: (await readDocument(paths.manifest)).version,
  }));

  app.post<{ Body: ValidateRequest }>('/api/validate', { schema: { body: draftBody } }, async (request) => {
    const checked = await checkDraft(paths, await readDocument(paths.manifest), request.body.manifest);
    return checked.answer;
  });

  app.put<{ Body: SaveRequest }>('/api/document', { schema: { body: saveBody } }, async (request, reply) => {
    const { manifest, baseVersion } = request.body;
    const outcome = await queue(() => saveDraft(paths, () => readDocument(paths.manifest), manifest, baseVersion));
    return reply.code(outcome.status).send(outcome.answer);
  });
}
