import { extname } from 'node:path';
import { DOWNLOAD_TYPES } from '../../kinds/files/downloadTypes';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  // The files a files section offers: PDF, HWP, HWPX, DOCX, XLSX.
  ...Object.fromEntries(Object.entries(DOWNLOAD_TYPES).map(([extension, type]) => [`.${extension}`, type.mediaType])),
};

export const contentTypeOf = (file: string) => types[extname(file).toLowerCase()] ?? 'application/octet-stream';
