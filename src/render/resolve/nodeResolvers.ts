import { plainText } from '../../manifest/language/localText';
import { sectionPage } from '../../manifest/pages/sitePages';
import { formPage } from '../../components/InquiryForm/formPage';
import { resolveInstrumentTabs } from '../instrumentTabs';
import type { Resolvers } from './PropsByType';
import { companyDetails, inquiryFormData, subItemShared } from './sharedProps';

/**
 * One resolver per node type: the node in the page's language, its references
 * looked up and its internal links at the language's addresses. What a
 * resolver returns is all its component gets.
 */
export const resolvers: Resolvers = {
  fullPageScroller: (node, { manifest: { behaviour, labels } }) => ({
    node,
    behaviour,
    labels: { sectionNavigation: plainText(labels.sectionNavigation), nextSection: plainText(labels.nextSection) },
  }),
  stackedPage: (node) => ({ node }),
  categoryPage: (node, site) => {
    const first = node.sections[0]!.id;
    const { own = first, every = false } = site.shown;
    return {
      node,
      path: site.path,
      ...(own === first ? {} : { initial: own }),
      sections: node.sections.map(({ id, label }, index) =>
        every || id === own ? { id, label } : { id, label, page: sectionPage(site.path, node.sections, index) },
      ),
      sectionPageLink: site.manifest.labels.sectionPageLink,
    };
  },
  hero: (node, site) => ({ node, site: site.manifest.site, tileHrefs: node.tiles.map((tile) => site.href(tile.href)) }),
  companyContact: (node, site) => ({
    node,
    details: companyDetails(site),
    form: inquiryFormData(site),
    page: formPage(site.path, node.id),
  }),
  greeting: (node) => ({ node }),
  partners: (node, site) => ({ node, partners: site.manifest.partners }),
  location: (node, site) => {
    const { map, company, labels } = site.manifest;
    return {
      node,
      details: companyDetails(site),
      map: {
        map,
        address: company.address.road,
        labels: {
          mapFallback: labels.mapFallback,
          openKakaoMap: labels.openKakaoMap,
          openNaverMap: labels.openNaverMap,
        },
      },
    };
  },
  inquiry: (node, site) => ({
    node,
    details: companyDetails(site),
    form: inquiryFormData(site),
    page: formPage(site.path, node.id),
    ...(site.prefill?.section === node.id ? { prefill: site.prefill } : {}),
  }),
  contactDetails: (node, site) => ({ node, details: companyDetails(site) }),
  textBlock: (node, site) => ({ node, linkHrefs: (node.links ?? []).map((link) => site.href(link.href)) }),
  equipmentGroup: (node, site) => ({
    node,
    tabs: resolveInstrumentTabs(node, site.instrumentsById),
    ...subItemShared(site),
  }),
  caseStudy: (node, site) => {
    const analysisCase = site.casesById.get(node.case);
    // `npm run validate` refuses a manifest whose case reference does not resolve.
    if (!analysisCase) throw new Error(`Unknown case '${node.case}' in section '${node.id}'.`);
    return {
      node,
      analysisCase,
      tabs: resolveInstrumentTabs(analysisCase, site.instrumentsById),
      ...subItemShared(site),
    };
  },
};
