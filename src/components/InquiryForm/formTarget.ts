import type { InquiryDelivery } from '../../manifest/site.gen';

/**
 * Where the browser itself posts the form when no script runs. The fragment
 * brings the visitor back to the form when the server renders the page again
 * with the errors.
 */
export function formTarget(delivery: InquiryDelivery, section: string): { action?: string; encType?: string } {
  switch (delivery.mode) {
    case 'api':
      return { action: `/api/inquiries#${section}` };
    case 'endpoint':
      return { action: delivery.url };
    case 'mailto':
      return { action: `mailto:${delivery.address}`, encType: 'text/plain' };
    case 'console':
      return {};
  }
}
