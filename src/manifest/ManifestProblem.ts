import type { CharacterParams } from './messages/characterCatalogue';
import type { ContrastParams } from './messages/contrastCatalogue';
import type { DownloadParams } from './messages/downloadCatalogue';
import type { InquiryFieldParams } from './messages/inquiryFieldCatalogue';
import type { FileParams } from './messages/fileCatalogue';
import type { LinkParams } from './messages/linkCatalogue';
import type { OpeningHoursParams } from './messages/openingHoursCatalogue';
import type { PageShapeParams } from './messages/pageShapeCatalogue';
import type { NoticeParams } from './messages/noticeCatalogue';
import type { PropertyParams } from './messages/propertyCatalogue';
import type { ReferenceParams } from './messages/referenceCatalogue';
import type { RobustnessParams } from './messages/robustnessCatalogue';
import type { SiteNeedsParams } from './messages/siteNeedsCatalogue';
import type { SyntaxParams } from './messages/syntaxCatalogue';
import type { TokenParams } from './messages/tokenCatalogue';
import type { TranslationParams } from './messages/translationCatalogue';
import type { TypeParams } from './messages/typeCatalogue';
import type { ValueParams } from './messages/valueCatalogue';
import type { WarningParams } from './messages/warningCatalogue';

/**
 * The facts each problem carries, by its stable code. Tools and tests match on
 * the code; people read the sentence messages/catalogue.ts makes of the facts.
 */
export interface ProblemParams
  extends
    FileParams,
    SyntaxParams,
    TokenParams,
    PropertyParams,
    TypeParams,
    ValueParams,
    LinkParams,
    CharacterParams,
    ContrastParams,
    ReferenceParams,
    DownloadParams,
    InquiryFieldParams,
    OpeningHoursParams,
    SiteNeedsParams,
    NoticeParams,
    WarningParams,
    RobustnessParams,
    TranslationParams,
    PageShapeParams {}

export type ProblemCode = keyof ProblemParams;

/** A code with its facts; the union keeps each code tied to its own facts' shape. */
export type ProblemFacts = { [Code in ProblemCode]: { code: Code; params: ProblemParams[Code] } }[ProblemCode];

/** A problem whose position is not known yet: checks name a pointer, the document places it. */
export type UnplacedProblem = ProblemFacts & {
  /** JSON pointer of the value to fix ('' is the whole file). */
  pointer: string;
  /** 'key' places a problem on a property's name instead of its value. */
  at?: 'value' | 'key';
  /** Where inside the string at `pointer` the problem starts (a link in a paragraph), in the string's own characters. */
  offset?: number;
};

/** A problem placed in the file, not yet put into words. */
export type PlacedProblem = ProblemFacts & { pointer: string; line: number; column: number };

/** A problem as people read it. */
export interface ManifestProblem {
  code: ProblemCode;
  /** JSON pointer of the value to fix ('' is the whole file). */
  pointer: string;
  /** 1-based line of the place to fix. */
  line: number;
  /** 1-based column (UTF-16 code units, as editors count). */
  column: number;
  /** Where that is, in the site's own words: "분석장비 › 표면분석 › 장비 탭" ('' for the whole file). */
  path: string;
  /** What is wrong: what was expected and what was found. */
  message: string;
  /** What to do next. */
  hint: string;
  /**
   * A required field that is not there at all, or the missing language of a
   * text: its own pointer, beside `pointer` (the object or text that lacks it,
   * where the file can place the problem), so the editor can point at the empty
   * field, the English box of a text without English rather than the text.
   */
  field?: string;
}
