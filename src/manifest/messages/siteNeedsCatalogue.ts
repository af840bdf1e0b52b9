import { placeOf } from '../location/placeOf';
import type { ProblemCatalogue } from './reader';

// What a site must hold because of what it uses: a kind's parts and labels, and the names of the company's details.
export interface SiteNeedsParams {
  /** A section (or page) of kind `kind`, called `kindTitle` in the schema, drawn from the top-level `part` the file lacks. */
  'kind-needs-part': { kind: string; kindTitle: string; part: string; partTitle: string };
  /** `label`: the key under `labels` ("equipmentHeading", "company.lot"), `labelTitle` its name in the schema. */
  'kind-needs-label': { kind: string; kindTitle: string; label: string; labelTitle: string };
  /** A company detail (`field`) the footer shows, without the name it is shown under. */
  'company-detail-needs-label': { field: string; fieldTitle: string };
  /** An address with a postal code alone: nothing to show where the address goes. */
  'address-without-text': Record<string, never>;
  /** A business registration number whose last digit is not the check digit of the nine before it. */
  'business-number-check-digit': { value: string; expected: string };
}

const labelPointer = (label: string) => `/labels/${label.replace('.', '/')}`;

export const SITE_NEEDS_TEMPLATES: ProblemCatalogue<SiteNeedsParams> = {
  'kind-needs-part': {
    ko: ({ kind, kindTitle, part, partTitle }) => ({
      message: `'${kindTitle}'(${kind})은(는) ${partTitle}(${part})을(를) 보여 주는데, 이 파일에 ${part}이(가) 없습니다.`,
      hint: `맨 위에 "${part}"를 넣고 채우거나(예제 사이트의 site.json을 참고하세요), 이 사이트에 필요 없으면 이 섹션을 지우세요.`,
    }),
    editor: ({ kindTitle, part, partTitle }) => ({
      message: `'${kindTitle}' 섹션은 '${partTitle}'을(를) 보여 주는데, 아직 비어 있습니다.`,
      hint: `${placeOf(`/${part}`)}을(를) 채우거나, 이 사이트에 필요 없으면 이 섹션을 지우세요.`,
    }),
    // The schema's titles are Korean: English names the kind and the part by their keys.
    en: ({ kind, part }) => ({
      message: `This ${kind} section shows a top-level part of the file (${part}), which this file lacks.`,
      hint: `Add "${part}" at the top level and fill it in (the example sites' site.json show how), or remove this section if the site does not need it.`,
    }),
  },
  'kind-needs-label': {
    ko: ({ kind, kindTitle, label, labelTitle }) => ({
      message: `'${kindTitle}'(${kind})은(는) 화면 문구 '${labelTitle}'(labels.${label})을(를) 쓰는데, 그 문구가 없습니다.`,
      hint: `labels에 ${label.replace('company.', 'company 안의 ')}을(를) 넣고 사이트의 언어마다 적으세요.`,
    }),
    editor: ({ kindTitle, label, labelTitle }) => ({
      message: `'${kindTitle}' 섹션은 화면 문구 '${labelTitle}'을(를) 쓰는데, 그 문구가 비어 있습니다.`,
      hint: `${placeOf(labelPointer(label))}에 사이트의 언어마다 적으세요.`,
    }),
    en: ({ kind, label }) => ({
      message: `This ${kind} section shows a label (labels.${label}), which is missing.`,
      hint: `Add ${label} to labels, in each language of the site.`,
    }),
  },
  'company-detail-needs-label': {
    ko: ({ field, fieldTitle }) => ({
      message: `회사 정보의 '${fieldTitle}'은(는) 바닥글에 이름과 함께 보이는데, 그 이름(labels.company.${field})이 없습니다.`,
      hint: `labels의 company에 ${field}를 넣고 사이트의 언어마다 적거나(예: "${fieldTitle}"), 보이지 않으려면 회사 정보에서 ${field}를 지우세요.`,
    }),
    editor: ({ field, fieldTitle }) => ({
      message: `회사 정보의 '${fieldTitle}'은(는) 바닥글에 이름과 함께 보이는데, 그 이름이 비어 있습니다.`,
      hint: `${placeOf(`/labels/company/${field}`)}에 사이트의 언어마다 적거나, 보이지 않으려면 회사 정보에서 지우세요.`,
    }),
    en: ({ field }) => ({
      message: `The company's ${field} shows in the footer beside its name (labels.company.${field}), which is missing.`,
      hint: `Add ${field} to labels.company in each language of the site, or remove ${field} from company to leave it out.`,
    }),
  },
  'address-without-text': {
    ko: () => ({
      message: '주소에 우편번호만 있고, 보여 줄 주소(road, lot, line)가 없습니다.',
      hint: '도로명 주소(road), 지번 주소(lot), 한 줄 주소(line) 가운데 가진 것을 하나 이상 적으세요.',
    }),
    editor: () => ({
      message: '주소에 우편번호만 있고, 보여 줄 주소가 없습니다.',
      hint: `${placeOf('/company/address')}에 도로명 주소, 지번 주소, 한 줄 주소 가운데 가진 것을 하나 이상 적으세요.`,
    }),
    en: () => ({
      message: 'The address holds a postal code only, and no address to show (road, lot or line).',
      hint: 'Write at least one of the road address (road), the lot address (lot) or a one-line address (line).',
    }),
  },
  'business-number-check-digit': {
    ko: ({ value, expected }) => ({
      message: `사업자등록번호 ${value}의 마지막 자리(검증 번호)가 맞지 않습니다. 앞의 아홉 자리로 계산하면 ${expected}이어야 합니다.`,
      hint: '사업자등록증에 적힌 번호와 한 자리씩 맞춰 보세요. 숫자 하나가 잘못 적히거나 두 숫자의 순서가 바뀌면 이렇게 됩니다.',
    }),
    en: ({ value, expected }) => ({
      message: `The last digit of the business registration number ${value}, its check digit, is wrong: the nine before it make it ${expected}.`,
      hint: 'Compare it digit by digit with the registration certificate: one digit mistyped or two swapped gives this.',
    }),
  },
};
