import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteManifest } from '../../../src/manifest/site.gen';

const valid = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/manifests/valid.json');

/**
 * The Korean-only valid fixture with the company's phone number also typed into
 * the greeting (spaced otherwise), a link to dial it, and the e-mail in a paragraph:
 * what "replace everywhere" must reach.
 */
export function searchManifest(): SiteManifest {
  const manifest = JSON.parse(readFileSync(valid, 'utf8')) as SiteManifest;
  const greeting = manifest.routes[1]!.page as {
    sections: { paragraphs: string[] }[];
  };
  greeting.sections[0]!.paragraphs.push('전화 042 000 0000 또는 contact@example.co.kr로 문의하세요.');
  manifest.footer.links!.push({ label: '전화하기', href: 'tel:042-000-0000' });
  return manifest;
}
