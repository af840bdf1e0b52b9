import type { FastifyInstance } from 'fastify';
import type { SiteManifest } from '../../manifest/site.gen';
import type { PreviewAnswer, PreviewRequest } from '../api';
import { checkDraft, type DocumentPaths } from '../save/saveDraft';
import { readDocument } from './documentRoutes';
import type { DrawPage } from './previewRenderer';
import { Refusal } from './refusals';

export interface PreviewRouteOptions {
  paths: DocumentPaths;
  drawPage: Promise<DrawPage>;
}

const previewBody = { type: 'object', required: ['manifest', 'path'], properties: { manifest: {}, path: { type: 'string' } } } as const;

/** POST /api/preview: a page of the draft as the built site would show it, or why it cannot be drawn. */
export async function previewRoutes(app: FastifyInstance, { paths, drawPage }: PreviewRouteOptions): Promise<void> {
  app.post<{ Body: PreviewRequest }>('/api/preview', { schema: { body: previewBody } }, async (request, reply) => {
    const { manifest, path } = request.body;
    // The renderer trusts the schema and the cross-references; a draft that breaks them would break it.
    const checked = await checkDraft(paths, await readDocument(paths.manifest), manifest);
    if (!checked.ok) return reply.code(422).send(checked.answer);
    // checkDraft validated exactly this value, which makes it a SiteManifest.
    const draw = await drawPage.catch((error: unknown) => {
      throw new Refusal('preview-unavailable', error instanceof Error ? error.message.split('\n')[0] : String(error));
    });
    const answer: PreviewAnswer = { html: draw(manifest as SiteManifest, path) };
    return answer;
  });
}
