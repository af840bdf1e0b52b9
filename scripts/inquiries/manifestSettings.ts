import { readFileSync } from 'node:fs';
import { CliError } from './cliErrors';

/** What `purge` and `resend` read from site.json. */
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
    throw new CliError(`${file}을(를) 읽을 수 없습니다(${code}).`, '경로를 확인하거나 --manifest FILE로 site.json을 지정하세요.');
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file}이(가) 올바른 JSON이 아닙니다: ${error instanceof Error ? error.message : String(error)}`, 'npm run validate로 어디가 틀렸는지 확인하세요.');
  }
  const site = property(manifest, 'site');
  const form = property(manifest, 'inquiryForm');
  const retentionDays = property(form, 'retentionDays');
  const mailRecipient = property(form, 'mailRecipient');
  const siteName = property(site, 'name');
  return {
    siteName: typeof siteName === 'string' ? siteName : '연구소',
    retentionDays: typeof retentionDays === 'number' ? retentionDays : undefined,
    mailRecipient: typeof mailRecipient === 'string' && mailRecipient !== '' ? mailRecipient : undefined,
  };
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
