import { factsOf } from '../../kinds/facts';
import { addressFormsOf } from '../../components/CompanyDetails/addressLine';
import type { CompanyField } from '../../components/CompanyDetails/companyFields';
import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { siteSchema } from '../schema/siteSchemaValidator';
import type { Schema } from '../schema/schemaLookup';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, fieldAt, isRecord, stringAt } from './manifestShape';

const definitions = siteSchema.$defs as Record<string, Schema>;
const labelSchemas = (definitions.Labels!.properties ?? {}) as Record<string, Schema>;
const companyLabelSchemas = (labelSchemas.company!.properties ?? {}) as Record<string, Schema>;

/** A kind's name as the schema titles it ("협력사"), found by its `type` constant. */
function kindTitle(kind: string): string {
  const definition = Object.values(definitions).find(
    (candidate) => (candidate.properties as Record<string, Schema> | undefined)?.type?.const === kind,
  );
  return typeof definition?.title === 'string' ? definition.title : kind;
}

function partTitle(part: string): string {
  const property = (siteSchema.properties as Record<string, Schema>)[part];
  const ref = typeof property?.$ref === 'string' ? definitions[property.$ref.replace('#/$defs/', '')] : undefined;
  const title = property?.title ?? ref?.title;
  return typeof title === 'string' ? title : part;
}

const titleOf = (schema: Schema | undefined, fallback: string) =>
  typeof schema?.title === 'string' ? schema.title : fallback;

/**
 * The company-detail labels a kind listing `fields` needs: the names of the
 * road and lot addresses where the company has several forms to tell apart
 * (CompanyDetails), and the name of its hours where it has them.
 */
function companyLabelsFor(fields: readonly CompanyField[], company: unknown): string[] {
  const address = fieldAt(company, 'address');
  const forms = isRecord(address) ? addressFormsOf(address) : [];
  return [
    ...(fields.includes('addresses') && forms.length > 1 ? forms.filter((form) => form !== 'line') : []),
    ...(fields.includes('hours') && fieldAt(company, 'hours') !== undefined ? ['hours'] : []),
  ];
}

/** Every node of the pages (each page, then its sections) with its pointer. */
function nodesWithPointers(data: unknown): { node: unknown; pointer: (string | number)[] }[] {
  return (arrayAt(data, 'routes') ?? []).flatMap((route, index) => {
    const page = fieldAt(route, 'page');
    const at = ['routes', index, 'page'];
    return [
      { node: page, pointer: at },
      ...(arrayAt(page, 'sections') ?? []).map((node, section) => ({ node, pointer: [...at, 'sections', section] })),
    ];
  });
}

/**
 * What a kind on a page needs and the file lacks: the top-level parts and the
 * labels its facts name, and the names of the company details it lists. Said at
 * each use, on its `type`, so the one to fill in (or the section to remove) is in view.
 */
function missingForKinds(data: unknown): UnplacedProblem[] {
  const labels = fieldAt(data, 'labels');
  // Labels written as something else than an object are the schema's to report.
  if (!isRecord(labels)) return [];
  const company = fieldAt(data, 'company');
  return nodesWithPointers(data).flatMap(({ node, pointer }): UnplacedProblem[] => {
    const kind = stringAt(node, 'type');
    const facts = factsOf(kind);
    if (kind === undefined || !facts) return [];
    const at = toPointer([...pointer, 'type']);
    const title = kindTitle(kind);
    const parts = (facts.needs ?? []).filter((part) => fieldAt(data, part) === undefined);
    const kindLabels = (facts.labels ?? []).filter((label) => fieldAt(labels, label) === undefined);
    const names = companyLabelsFor(facts.companyFields ?? [], company).filter(
      (name) => fieldAt(fieldAt(labels, 'company'), name) === undefined,
    );
    return [
      ...parts.map((part) => ({
        code: 'kind-needs-part' as const,
        pointer: at,
        params: { kind, kindTitle: title, part, partTitle: partTitle(part) },
      })),
      ...kindLabels.map((label) => ({
        code: 'kind-needs-label' as const,
        pointer: at,
        params: { kind, kindTitle: title, label, labelTitle: titleOf(labelSchemas[label], label) },
      })),
      ...names.map((name) => ({
        code: 'kind-needs-label' as const,
        pointer: at,
        params: {
          kind,
          kindTitle: title,
          label: `company.${name}`,
          labelTitle: titleOf(companyLabelSchemas[name], name),
        },
      })),
    ];
  });
}

/** The details the footer shows beside their names only where the company has them. */
const FOOTER_OPTIONAL_DETAILS = ['representative', 'businessNumber', 'fax'] as const;

/** A detail the company has and the footer would show without its name. */
function unnamedCompanyDetails(data: unknown): UnplacedProblem[] {
  const company = fieldAt(data, 'company');
  const names = fieldAt(fieldAt(data, 'labels'), 'company');
  if (!isRecord(names)) return [];
  return FOOTER_OPTIONAL_DETAILS.filter(
    (field) => fieldAt(company, field) !== undefined && fieldAt(names, field) === undefined,
  ).map((field) => ({
    code: 'company-detail-needs-label' as const,
    pointer: toPointer(['company', field]),
    at: 'key' as const,
    params: { field, fieldTitle: titleOf(companyLabelSchemas[field], field) },
  }));
}

/** An address of a postal code alone (an empty one is the schema's): the footer and the lists would show nothing for it. */
function addressWithoutText(data: unknown): UnplacedProblem[] {
  const address = fieldAt(fieldAt(data, 'company'), 'address');
  if (!isRecord(address) || Object.keys(address).length === 0 || addressFormsOf(address).length > 0) return [];
  return [{ code: 'address-without-text', pointer: '/company/address', at: 'key', params: {} }];
}

/** What the site must hold because of what it uses (issue 31: only what a site uses is required). */
export function siteNeedsProblems({ data }: CrossReferenceContext): UnplacedProblem[] {
  return [...missingForKinds(data), ...unnamedCompanyDetails(data), ...addressWithoutText(data)];
}
