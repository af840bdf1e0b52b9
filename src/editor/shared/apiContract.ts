// The contract between the staff editor's page (browser code under src/editor/) and its
// local server (the `api/` folders of src/editor/): every request and answer of `npm run edit`.
import type { ManifestProblem } from '../../manifest/ManifestProblem';
import type { SiteManifest } from '../../manifest/site.gen';
import type { Message } from '../../messages/message';

/** GET /api/document — the file as it is on disk now. */
export interface DocumentAnswer {
  /** The file's text (BOM removed). */
  text: string;
  /** Parsed, or null when the file on disk does not parse (then `problems` says why). */
  manifest: SiteManifest | null;
  /** sha256 of the file's bytes; sent back with a save to detect edits made elsewhere. */
  version: string;
  /** Problems of the file on disk, as `npm run validate` reports them. */
  problems: ManifestProblem[];
  /** Shown name of the file, e.g. "site.json". */
  fileName: string;
}

/** GET /api/document/version — polled, so the page learns when someone else changed the file. */
export interface VersionAnswer {
  version: string;
}

/** POST /api/validate — a draft checked exactly as `npm run validate` checks the saved file. */
export interface ValidateRequest {
  manifest: unknown;
}
export interface ValidateAnswer {
  /** Lines and columns refer to the text a save would write. */
  problems: ManifestProblem[];
  warnings: ManifestProblem[];
}

/**
 * PUT /api/document — save. 200 SaveAnswer, 409 ConflictAnswer, 422 ValidateAnswer (nothing written).
 * The file is compared with `baseVersion` again right at the moment it is replaced: a file another
 * program wrote while the draft was being checked is answered 409 too, never overwritten.
 */
export interface SaveRequest {
  manifest: unknown;
  /** The version the draft started from. */
  baseVersion: string;
}
export interface SaveAnswer {
  version: string;
  /** False when the draft equals the file and nothing was written. */
  changed: boolean;
}
/** Why nothing was saved and what to do, for staff. */
export interface ConflictAnswer extends Message<'changed-on-disk'> {
  /** What is on disk now, to reload or to compare with. */
  text: string;
  version: string;
}

/**
 * POST /api/preview — a draft for the preview frame. The frame is served by a second listener of `npm run edit`
 * (its own origin, `frame`), at the site's own paths (`frame` + "/about"), drawn by the site's own renderer from
 * the latest draft this accepted, and talks to the editor's page only by postMessage (../previewMessages.ts).
 * 200 PreviewAnswer; 422 ValidateAnswer when the draft is invalid (the renderer only draws valid manifests, and the
 * frame keeps the last drawing); 500 ErrorAnswer `preview-unavailable` when the site's renderer could not be loaded.
 * The first preview after `npm run edit` starts may take a few seconds: the renderer is still being bundled while
 * the form is usable.
 */
export interface PreviewRequest {
  manifest: unknown;
}
export interface PreviewAnswer {
  /** The preview listener's origin, e.g. http://127.0.0.1:40123. */
  frame: string;
  /** The draft's version there: pages drawn from it say so (FrameMessage 'shown'). */
  version: number;
}

/** GET /api/images — the images under public/ staff can pick from. */
export interface PublicImage {
  /** Site path, e.g. /images/instruments/xps.jpg */
  src: string;
  width: number;
  height: number;
  bytes: number;
}
export interface ImagesAnswer {
  images: PublicImage[];
}

/**
 * POST /api/images (multipart: `file`, optional `folder` relative to public/images/, e.g. "instruments") —
 * 201 UploadAnswer; 400 ErrorAnswer (`no-file`, `bad-folder`), 413 (`image-too-large`, over 10 MB),
 * 415 (`image-type`: not JPEG, PNG, WebP or SVG by its content; `unreadable-svg`: an SVG that is not XML
 * or not <svg> in the SVG namespace; `unreadable-image`), 422 (`svg-too-complex`: an SVG nested deeper or
 * with more elements than src/svg/svgShape.ts allows, refused before any cleaning).
 * The file gets a safe lower-case ASCII name from the original (or image-<hash8>.<ext>), never overwrites
 * (name-2, name-3, …), and photos wider than 2400 px are scaled down to 2400 px. An SVG is stored cleaned
 * of what could run or load from elsewhere (src/svg/cleanSvg.ts).
 */
export interface UploadAnswer extends PublicImage {
  /** What cleaning took out of an SVG, in Korean (e.g. "<script> 1개"); absent when nothing was. */
  removed?: string[];
}

/** GET /api/publish — whether publishing is possible here, and what a publish would commit. */
export interface PublishStatus {
  /** The manifest's folder is a git work tree. */
  available: boolean;
  /** A remote is configured, so a publish also pushes. */
  remote: boolean;
  /** Files a publish would commit (site.json and new or changed images), relative to the repository. */
  pending: string[];
  /** Those files' changes in the site's words ("장비 수정 XPS", "이미지 추가 xrf.jpg"): what the page asks the person to confirm. */
  changes: string[];
  /** Commits made here but not pushed yet (an earlier push failed); a publish pushes them too. */
  unpushed: number;
}
/**
 * POST /api/publish — commit and push the changes the person confirmed. 200 PublishAnswer or 4xx/5xx
 * ErrorAnswer; the files stay as they are either way. `changes` is PublishStatus.changes as shown:
 * when the files changed since (409 `publish-changed`), nothing is committed.
 */
export interface PublishRequest {
  changes: string[];
}
export interface PublishAnswer {
  commit: string;
  /** The commit's message: a summary line under 72 characters ("site.json: 장비 수정 XPS 외 3건"), then every change. */
  commitMessage: string;
  /** False when there is no remote: the commit is on this computer only. */
  pushed: boolean;
  /** What happened, for staff: where the change went and whether the site can show it yet. */
  message: string;
}

/**
 * Every refusal: a Korean sentence for staff, and a stable code for tests.
 * Any request: 403 `foreign-host` (Host is not 127.0.0.1:<port> or localhost:<port>), 403 `foreign-origin`
 * (a non-GET request whose Origin is missing or not this editor's), 400 `bad-request`, 413 `body-too-large`,
 * 404 `not-found`, 500 `internal-error`, 500 `document-unreadable` (the manifest file is gone or unreadable).
 * Publish: 409 `publish-unavailable`, `nothing-to-publish`, `publish-changed`, `git-identity`, `git-busy`, `git-conflict`,
 * `push-rejected` (the remote has commits this one lacks), `push-refused` (the remote declined, e.g. a hook);
 * 502 `push-auth`, `push-failed`; 500 `git-failed`. When a push fails the commit stays
 * made here (see PublishStatus.unpushed) and `commit` names it.
 * The preview frame's listener (PreviewAnswer.frame): 405 `preview-read-only` for anything but a read (a form in the
 * preview sends nothing), 503 `preview-not-ready` before the first valid draft, 403 `foreign-host` as above.
 */
export interface ErrorAnswer extends Message {
  /** Publish only: the commit made before the push failed. */
  commit?: string;
}
