import { plainText } from '../../manifest/language/localText';
import type { Faq } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';

/**
 * The section's questions as schema.org's FAQPage, in the page's language:
 * search engines read the same questions and answers the page shows.
 */
export function faqPageData(node: Localized<Faq>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: node.questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: plainText(question),
      acceptedAnswer: { '@type': 'Answer', text: plainText(answer) },
    })),
  };
}
