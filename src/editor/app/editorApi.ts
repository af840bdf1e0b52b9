import type {
  ConflictAnswer,
  DocumentAnswer,
  ErrorAnswer,
  ImagesAnswer,
  PreviewAnswer,
  PublicImage,
  PublishAnswer,
  PublishRequest,
  PublishStatus,
  SaveAnswer,
  UploadAnswer,
  ValidateAnswer,
  VersionAnswer,
} from '../shared/apiContract';
import { sentence } from '../../messages/message';
import { panelMessage } from './panelMessages';

// Every request the page makes, in one place, as the contract in ../../api.ts names them.
async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const sendJson = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export type SaveOutcome =
  | { status: 'saved'; answer: SaveAnswer }
  | { status: 'conflict'; answer: ConflictAnswer }
  | { status: 'invalid'; answer: ValidateAnswer }
  | { status: 'failed'; message: string };

/** A draft handed to the preview: drawn (where and as which version), refused as invalid (422), or not drawn for another reason, said for staff. */
export type PreviewOutcome =
  { status: 'drawn'; answer: PreviewAnswer } | { status: 'invalid' } | { status: 'failed'; message: string };

type Outcome<T> = { ok: true; answer: T } | { ok: false; error: ErrorAnswer };

async function outcome<T>(response: Response): Promise<Outcome<T>> {
  if (response.ok) return { ok: true, answer: await json<T>(response) };
  const error = await json<ErrorAnswer>(response).catch(() =>
    panelMessage('server-status', { status: response.status }),
  );
  return { ok: false, error };
}

export const editorApi = {
  document: async (): Promise<DocumentAnswer> => json(await fetch('/api/document')),
  version: async (): Promise<VersionAnswer> => json(await fetch('/api/document/version')),
  validate: async (manifest: unknown, signal?: AbortSignal): Promise<ValidateAnswer> =>
    json(await fetch('/api/validate', { ...sendJson('POST', { manifest }), signal })),
  /** Hands the draft to the preview frame's server: where the frame is and the draft's version, or why it was not drawn. */
  preview: async (manifest: unknown, signal?: AbortSignal): Promise<PreviewOutcome> => {
    const response = await fetch('/api/preview', { ...sendJson('POST', { manifest }), signal });
    if (response.status === 422) return { status: 'invalid' };
    const answer = await outcome<PreviewAnswer>(response);
    return answer.ok
      ? { status: 'drawn', answer: answer.answer }
      : { status: 'failed', message: sentence(answer.error) };
  },
  save: async (manifest: unknown, baseVersion: string): Promise<SaveOutcome> => {
    const response = await fetch('/api/document', sendJson('PUT', { manifest, baseVersion }));
    if (response.status === 200) return { status: 'saved', answer: await json(response) };
    if (response.status === 409) return { status: 'conflict', answer: await json(response) };
    if (response.status === 422) return { status: 'invalid', answer: await json(response) };
    const error = await json<ErrorAnswer>(response).catch(() => undefined);
    return { status: 'failed', message: sentence(error ?? panelMessage('save-status', { status: response.status })) };
  },
  images: async (): Promise<PublicImage[]> => (await json<ImagesAnswer>(await fetch('/api/images'))).images,
  upload: async (file: File, folder?: string): Promise<Outcome<UploadAnswer>> => {
    const body = new FormData();
    if (folder) body.append('folder', folder);
    body.append('file', file);
    return outcome(await fetch('/api/images', { method: 'POST', body }));
  },
  publishStatus: async (): Promise<PublishStatus> => json(await fetch('/api/publish')),
  /** Commits and pushes `changes`, the list PublishStatus gave and the person confirmed. */
  publish: async (changes: string[]): Promise<Outcome<PublishAnswer>> =>
    outcome(await fetch('/api/publish', sendJson('POST', { changes } satisfies PublishRequest))),
};

export type EditorApi = typeof editorApi;
