import type { ProblemCode, ProblemParams } from '../ManifestProblem';
import type { ProblemCatalogue, Reader } from './reader';
import { fillTemplate, type HintedWords, type Message, type Template } from '../../messages/message';
import { CHARACTER_TEMPLATES } from './characterCatalogue';
import { CONTRAST_TEMPLATES } from './contrastCatalogue';
import { DOWNLOAD_TEMPLATES } from './downloadCatalogue';
import { FILE_TEMPLATES } from './fileCatalogue';
import { INQUIRY_FIELD_TEMPLATES } from './inquiryFieldCatalogue';
import { LINK_TEMPLATES } from './linkCatalogue';
import { OPENING_HOURS_TEMPLATES } from './openingHoursCatalogue';
import { PAGE_SHAPE_TEMPLATES } from './pageShapeCatalogue';
import { NOTICE_TEMPLATES } from './noticeCatalogue';
import { PROPERTY_TEMPLATES } from './propertyCatalogue';
import { REFERENCE_TEMPLATES } from './referenceCatalogue';
import { ROBUSTNESS_TEMPLATES } from './robustnessCatalogue';
import { SITE_NEEDS_TEMPLATES } from './siteNeedsCatalogue';
import { SYNTAX_TEMPLATES } from './syntaxCatalogue';
import { TOKEN_TEMPLATES } from './tokenCatalogue';
import { TRANSLATION_TEMPLATES } from './translationCatalogue';
import { TYPE_TEMPLATES } from './typeCatalogue';
import { VALUE_TEMPLATES } from './valueCatalogue';
import { WARNING_TEMPLATES } from './warningCatalogue';

/** Every problem code with its words in every language; the type makes a missing one a compile error. */
export const PROBLEM_CATALOGUE: ProblemCatalogue<ProblemParams> = {
  ...FILE_TEMPLATES,
  ...SYNTAX_TEMPLATES,
  ...TOKEN_TEMPLATES,
  ...PROPERTY_TEMPLATES,
  ...TYPE_TEMPLATES,
  ...VALUE_TEMPLATES,
  ...LINK_TEMPLATES,
  ...CHARACTER_TEMPLATES,
  ...CONTRAST_TEMPLATES,
  ...REFERENCE_TEMPLATES,
  ...DOWNLOAD_TEMPLATES,
  ...INQUIRY_FIELD_TEMPLATES,
  ...OPENING_HOURS_TEMPLATES,
  ...SITE_NEEDS_TEMPLATES,
  ...NOTICE_TEMPLATES,
  ...WARNING_TEMPLATES,
  ...ROBUSTNESS_TEMPLATES,
  ...TRANSLATION_TEMPLATES,
  ...PAGE_SHAPE_TEMPLATES,
};

export function describeProblem<Code extends ProblemCode>(
  facts: { code: Code; params: ProblemParams[Code] },
  reader: Reader,
): Message<Code, HintedWords> {
  const templates: ProblemCatalogue<ProblemParams>[Code] = PROBLEM_CATALOGUE[facts.code];
  const template: Template<ProblemParams[Code], HintedWords> =
    reader === 'editor' ? (templates.editor ?? templates.ko) : templates[reader];
  return fillTemplate(facts.code, template, facts.params);
}
