import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../src/inquiry/messages/fieldMessages';
import { FORM_WORDS } from '../../src/inquiry/messages/formWords';
import { PROBLEM_CATALOGUE } from '../../src/manifest/messages/catalogue';
import { CHARACTER_TEMPLATES } from '../../src/manifest/messages/characterCatalogue';
import { CONTRAST_TEMPLATES } from '../../src/manifest/messages/contrastCatalogue';
import { DOWNLOAD_TEMPLATES } from '../../src/manifest/messages/downloadCatalogue';
import { FILE_TEMPLATES } from '../../src/manifest/messages/fileCatalogue';
import { INQUIRY_FIELD_TEMPLATES } from '../../src/manifest/messages/inquiryFieldCatalogue';
import { LINK_TEMPLATES } from '../../src/manifest/messages/linkCatalogue';
import { NOTICE_TEMPLATES } from '../../src/manifest/messages/noticeCatalogue';
import { OPENING_HOURS_TEMPLATES } from '../../src/manifest/messages/openingHoursCatalogue';
import { PAGE_SHAPE_TEMPLATES } from '../../src/manifest/messages/pageShapeCatalogue';
import { PROPERTY_TEMPLATES } from '../../src/manifest/messages/propertyCatalogue';
import { REFERENCE_TEMPLATES } from '../../src/manifest/messages/referenceCatalogue';
import { ROBUSTNESS_TEMPLATES } from '../../src/manifest/messages/robustnessCatalogue';
import { SITE_NEEDS_TEMPLATES } from '../../src/manifest/messages/siteNeedsCatalogue';
import { SYNTAX_TEMPLATES } from '../../src/manifest/messages/syntaxCatalogue';
import { TOKEN_TEMPLATES } from '../../src/manifest/messages/tokenCatalogue';
import { TRANSLATION_TEMPLATES } from '../../src/manifest/messages/translationCatalogue';
import { TYPE_TEMPLATES } from '../../src/manifest/messages/typeCatalogue';
import { VALUE_TEMPLATES } from '../../src/manifest/messages/valueCatalogue';
import { WARNING_TEMPLATES } from '../../src/manifest/messages/warningCatalogue';
import { toolLanguages } from '../../src/messages/toolLanguage';
import { visitorLanguages } from '../../src/messages/visitorLanguage';
import { PANEL_MESSAGES } from '../../src/editor/app/panelMessages';
import { REFUSALS } from '../../src/editor/app/api/refusals';
import { EDITOR_START_MESSAGES } from '../../src/editor/app/api/startMessages';
import { ADMIN_PROBLEMS } from '../../src/siteServer/admin/adminProblems';
import { ERROR_PAGES } from '../../src/siteServer/http/errorProblems';
import { REFUSAL_MESSAGES } from '../../src/siteServer/inquiries/refusalMessages';
import { MAIL_FAILURES } from '../../src/siteServer/mail/mailFailureText';
import { STARTUP_MESSAGES } from '../../src/siteServer/startupMessages';
import { STORE_MESSAGES } from '../../src/siteServer/storage/storeErrors';
import { SVG_PROBLEMS } from '../../src/svg/svgProblem';
import { BUILD_MESSAGES } from '../../src/siteBuild/buildMessages';
import { CLI_MESSAGES } from '../../src/siteServer/cli/cliMessages';
import { LAUNCH_MESSAGES } from '../../src/siteServer/launch/launchMessages.mjs';

type AnyTemplate = (params: never) => { message: unknown; hint?: unknown };
type AnyCatalogue = Readonly<Record<string, Readonly<Record<string, AnyTemplate | undefined>>>>;

interface Surface {
  catalogue: AnyCatalogue;
  /** The languages the surface speaks: every code has its words in each. */
  languages: readonly string[];
  /** Whether every message of the surface says what to do. */
  hinted: boolean;
  /** The facts its templates take, where any fact will not do: a detail string, a field they name. */
  facts?: unknown;
}

// Every catalogue of every surface a person reads messages on.
const surfaces: Record<string, Surface> = {
  'manifest problems (validator, build, editor)': {
    catalogue: PROBLEM_CATALOGUE,
    languages: toolLanguages,
    hinted: true,
  },
  "visitor's inquiry field messages": {
    catalogue: FIELD_MESSAGES,
    languages: visitorLanguages,
    hinted: false,
    facts: { field: 'company' },
  },
  "visitor's inquiry refusals": { catalogue: REFUSAL_MESSAGES, languages: visitorLanguages, hinted: false },
  "inquiry form's own words": { catalogue: FORM_WORDS, languages: visitorLanguages, hinted: false },
  'server error pages': { catalogue: ERROR_PAGES, languages: visitorLanguages, hinted: true },
  'inbox problems': { catalogue: ADMIN_PROBLEMS, languages: ['ko'], hinted: true },
  'editor refusals': { catalogue: REFUSALS, languages: ['ko'], hinted: false, facts: 'git says no' },
  'editor panel messages': { catalogue: PANEL_MESSAGES, languages: ['ko'], hinted: false },
  "editor's start-up errors": { catalogue: EDITOR_START_MESSAGES, languages: ['ko'], hinted: true },
  'start-up errors': { catalogue: STARTUP_MESSAGES, languages: ['ko'], hinted: false },
  'database errors': { catalogue: STORE_MESSAGES, languages: ['ko'], hinted: true },
  'mail failures': { catalogue: MAIL_FAILURES, languages: ['ko'], hinted: true },
  'SVG problems': { catalogue: SVG_PROBLEMS, languages: ['ko'], hinted: true },
  'build refusals': { catalogue: BUILD_MESSAGES, languages: ['ko'], hinted: true },
  'inquiries CLI errors': { catalogue: CLI_MESSAGES, languages: ['ko'], hinted: false },
  "launchers' refusals (start, supervisor, release switch)": {
    catalogue: LAUNCH_MESSAGES,
    languages: ['ko'],
    hinted: false,
  },
};

/**
 * Stands in for any fact a template reads: a word or 1 where it is written
 * into a sentence, one more of itself where it is a list, itself where it is
 * an object or a function. So every template can be called without the facts
 * of a real problem, and what it says can still be checked.
 */
// Questions a template asks of a fact are answered no: a fact that always answered itself would loop forever.
const questions = new Set(['startsWith', 'endsWith', 'includes', 'has', 'some', 'every', 'test']);
const anyFact: unknown = new Proxy(() => anyFact, {
  get(_target, key) {
    if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 1 : 'x');
    if (key === Symbol.iterator)
      return function* () {
        yield anyFact;
      };
    if (key === 'length') return 1;
    if (key === 'then') return undefined;
    if (typeof key === 'string' && questions.has(key)) return () => false;
    return anyFact;
  },
});

// The facts a template looks words up by: one of the values it knows, not any.
const chosenFacts: Record<string, Record<string, unknown>> = {
  'missing-bracket': { bracket: '}' },
  'full-width-character': { char: '：' },
  'refused-character': { kind: 'tab' },
  'unknown-reference': { kind: 'instrument' },
  'duplicate-id': { kind: 'case' },
};

function factsFor(code: string, facts: unknown): unknown {
  if (typeof facts === 'string') return facts;
  const chosen = { ...chosenFacts[code], ...(facts as object | undefined) };
  return new Proxy(chosen, { get: (target, key) => (key in target ? Reflect.get(target, key) : anyFact) });
}

const said = (value: unknown) => (value === undefined ? '' : String(value).trim());

describe.each(Object.entries(surfaces))('the catalogue of %s', (_name, { catalogue, languages, hinted, facts }) => {
  const codes = Object.keys(catalogue);

  it('has stable codes, each once', () => {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-zA-Z0-9-]*$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(codes)('says %s in every language of the surface, with what to do where the surface always does', (code) => {
    for (const language of languages) {
      const template = catalogue[code]?.[language];
      expect(template, `${code} in ${language}`).toBeTypeOf('function');
      const words = template!(factsFor(code, facts) as never);
      expect(said(words.message), `${code} in ${language}`).not.toBe('');
      if (hinted) expect(said(words.hint), `the hint of ${code} in ${language}`).not.toBe('');
    }
  });
});

describe('the manifest problems, gathered from one catalogue per kind', () => {
  it('use each code in one of them only, so that none hides another', () => {
    const parts = [
      FILE_TEMPLATES,
      SYNTAX_TEMPLATES,
      TOKEN_TEMPLATES,
      PROPERTY_TEMPLATES,
      TYPE_TEMPLATES,
      VALUE_TEMPLATES,
      LINK_TEMPLATES,
      CHARACTER_TEMPLATES,
      CONTRAST_TEMPLATES,
      REFERENCE_TEMPLATES,
      DOWNLOAD_TEMPLATES,
      OPENING_HOURS_TEMPLATES,
      SITE_NEEDS_TEMPLATES,
      NOTICE_TEMPLATES,
      WARNING_TEMPLATES,
      ROBUSTNESS_TEMPLATES,
      TRANSLATION_TEMPLATES,
      PAGE_SHAPE_TEMPLATES,
      INQUIRY_FIELD_TEMPLATES,
    ].flatMap((part) => Object.keys(part));
    expect(new Set(parts).size).toBe(parts.length);
    expect(Object.keys(PROBLEM_CATALOGUE).sort()).toEqual([...parts].sort());
  });
});
