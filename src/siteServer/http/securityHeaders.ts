import type { FastifyReply } from 'fastify';
import type { SiteManifest } from '../../manifest/site.gen';
import { videoPlayerOrigins } from '../../kinds/video/videoAddress';

// The Kakao Maps SDK loads from dapi.kakao.com and pulls its code and map
// tiles from daumcdn.net; nothing else outside the site is allowed.
const mapScripts = ['https://dapi.kakao.com', 'https://t1.daumcdn.net'];
const mapImages = ['https://*.daumcdn.net', 'https://*.kakao.com', 'https://*.kakaocdn.net'];
// A video section puts YouTube's or Vimeo's player in a frame once the visitor
// clicks its poster; no other site may be framed.
const frames = ["'self'", ...videoPlayerOrigins];

/** Where the form may send inquiries besides the site itself. */
function deliveryTargets(manifest: SiteManifest): { connect: string[]; form: string[] } {
  const delivery = manifest.inquiryForm.delivery;
  if (delivery?.mode === 'endpoint') {
    const origin = new URL(delivery.url).origin;
    return { connect: [origin], form: [origin] };
  }
  if (delivery?.mode === 'mailto') return { connect: [], form: ['mailto:'] };
  return { connect: [], form: [] };
}

/** The Content-Security-Policy of every response: the site, its own inline scripts by hash, the map provider and the video players. */
export function contentSecurityPolicy(manifest: SiteManifest, scriptHashes: readonly string[]): string {
  const targets = deliveryTargets(manifest);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...mapScripts].join(' ')}`,
    // styled-components writes its rules into <style> elements, and React sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${mapImages.join(' ')}`,
    "font-src 'self'",
    `frame-src ${frames.join(' ')}`,
    `connect-src 'self' ${[...mapScripts, ...targets.connect].join(' ')}`,
    `form-action 'self' ${targets.form.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Sets the headers on the raw response, so pages the static handler sends directly carry them too. */
export function applyHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
}
