import { readFileSync } from 'node:fs';
import { CliError } from './cliErrors';

/** What `purge` and `resend` read from the manifest: the current release's (server/release.json), or a site.json given with --manifest. */
export interface InquiryManifestSettings {
  siteName: string;
  retentionDays: number | undefined;
  mailRecipient: string | undefined;
}

export function readManifestSettings(file: string): InquiryManifestSettings {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new CliError(
      'manifest-unreadable',
      `${file}을(를) 읽을 수 없습니다(${code}).`,
      '빌드한 릴리스가 있는 프로젝트 폴더에서 실행하거나(docs/deploy.md), --manifest FILE로 site.json을 지정하세요.',
    );
  }
  let manifest: unknown;
  try {
    const parsed: unknown = JSON.parse(text);
    // A release's server/release.json holds the manifest it was built from beside its assets.
    manifest = property(parsed, 'scriptHashes') === undefined ? parsed : property(parsed, 'manifest');
  } catch (error) {
    throw new CliError(
      'manifest-not-json',
      `${file}이(가) 올바른 JSON이 아닙니다: ${error instanceof Error ? error.message : String(error)}`,
      'npm run validate로 어디가 틀렸는지 확인하세요.',
    );
  }
  const site = property(manifest, 'site');
  const form = property(manifest, 'inquiryForm');
  const retentionDays = property(form, 'retentionDays');
  const mailRecipient = property(form, 'mailRecipient');
  const siteName = property(site, 'name');
  return {
    siteName: typeof siteName === 'string' ? siteName : (firstText(siteName) ?? '연구소'),
    retentionDays: typeof retentionDays === 'number' ? retentionDays : undefined,
    mailRecipient: typeof mailRecipient === 'string' && mailRecipient !== '' ? mailRecipient : undefined,
  };
}

/** A text written per language ({ "ko": …, "en": … }) in the site's first language, as the manifest lists them first. */
function firstText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.values(value).find((text): text is string => typeof text === 'string');
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
