import type { FastifyInstance } from 'fastify';
import type { SiteManifest } from '../../../manifest/site.gen';
import type { PreviewAnswer, PreviewRequest } from '../../shared/apiContract';
import { checkDraft, type DocumentPaths } from '../../saving/api/saveDraft';
import { readDocument } from '../../saving/api/documentRoutes';
import type { PreviewDraft } from './previewDraft';
import type { DrawPage } from './previewRenderer';
import { Refusal } from '../../app/api/refusals';

export interface PreviewRouteOptions {
  paths: DocumentPaths;
  drawPage: Promise<DrawPage>;
  draft: PreviewDraft;
  /** http://127.0.0.1:<port> of the preview's own listener. */
  frameOrigin(): string;
}

const previewBody = { type: 'object', required: ['manifest'], properties: { manifest: {} } } as const;

/** POST /api/preview: the draft the preview frame draws its pages from, once it is valid; or why it cannot be drawn. */
export async function previewRoutes(
  app: FastifyInstance,
  { paths, drawPage, draft, frameOrigin }: PreviewRouteOptions,
): Promise<void> {
  app.post<{ Body: PreviewRequest }>('/api/preview', { schema: { body: previewBody } }, async (request, reply) => {
    const { manifest } = request.body;
    // The renderer trusts the schema and the cross-references; a draft that breaks them would break it.
    const checked = await checkDraft(paths, await readDocument(paths.manifest), manifest);
    if (!checked.ok) return reply.code(422).send(checked.answer);
    await drawPage.catch((error: unknown) => {
      throw new Refusal('preview-unavailable', error instanceof Error ? error.message.split('\n')[0] : String(error));
    });
    // checkDraft validated exactly this value, which makes it a SiteManifest.
    const answer: PreviewAnswer = { frame: frameOrigin(), version: draft.take(manifest as SiteManifest) };
    return answer;
  });
}
