import type { Catalogue } from '../../messages/message';
import type { VisitorLanguage } from '../../messages/visitorLanguage';

/** One entry per message code, in every language visitors have the code's texts in (the one Catalogue shape). */
export type VisitorCatalogue<ParamsByCode> = Catalogue<ParamsByCode, VisitorLanguage>;
