import { particle, withParticle } from '../../korean';
import { valueAt } from '../../json/pointer';
import { PATTERN_EXPLANATIONS, repairToPattern } from '../patternExplanations';
import { fieldDescription, fieldLabel, fieldSchemaAt, resolveRef, schemaFor, schemaText, type Schema } from '../schemaLookup';
import { siteSchema } from '../siteSchemaValidator';
import type { Explain } from './explain';

function example(description: string | undefined): string | undefined {
  return description?.match(/예: .+$/)?.[0];
}

export const pattern: Explain = (error, data) => {
  const value = String(valueAt(data, error.instancePath));
  const source = String(error.params.pattern);
  const field = fieldSchemaAt(error.instancePath, data);
  const label = fieldLabel(field) ?? '값';
  const explanation = PATTERN_EXPLANATIONS[source] ?? fieldDescription(field) ?? '';
  const repaired = repairToPattern(value, source);
  const hint = repaired ? `${JSON.stringify(repaired)}처럼 쓰세요.` : example(fieldDescription(field)) ?? example(schemaText(resolveRef(field ?? {})));
  return {
    code: 'pattern',
    pointer: error.instancePath,
    message: `${JSON.stringify(value)}${particle('"', '은/는')} ${label} 형식에 맞지 않습니다. ${explanation}`.trim(),
    ...(hint && { hint }),
  };
};

const FORMATS: Record<string, { name: string; hint: string }> = {
  email: { name: '이메일 주소', hint: '이름@도메인 형식으로 쓰세요. 예: "contact@example.co.kr"' },
  uri: { name: '인터넷 주소(URL)', hint: 'https://로 시작하는 전체 주소를 쓰세요. 예: "https://www.example.co.kr"' },
};

export const format: Explain = (error, data) => {
  const value = valueAt(data, error.instancePath);
  const known = FORMATS[String(error.params.format)] ?? { name: `${error.params.format} 형식의 값`, hint: '' };
  return {
    code: 'format',
    pointer: error.instancePath,
    message: `${JSON.stringify(value)}${particle('"', '은/는')} 올바른 ${withParticle(known.name, '이/가')} 아닙니다.`,
    ...(known.hint && { hint: known.hint }),
  };
};

function isOptional(pointer: string, data: unknown): boolean {
  const cut = pointer.lastIndexOf('/');
  const parentPointer = pointer.slice(0, cut);
  const key = pointer.slice(cut + 1);
  const parentField = parentPointer === '' ? (siteSchema as Schema) : fieldSchemaAt(parentPointer, data);
  const parent = parentField && schemaFor(parentField, valueAt(data, parentPointer));
  return Array.isArray(parent?.required) && !parent.required.includes(key) && parent.properties !== undefined;
}

export const limits: Explain = (error, data) => {
  const value = valueAt(data, error.instancePath);
  const field = fieldSchemaAt(error.instancePath, data);
  const description = fieldDescription(field);
  const base = { code: 'bad-value' as const, pointer: error.instancePath, ...(description && { hint: description }) };
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'minLength': {
      const label = fieldLabel(field) ?? '이 값';
      const optional = isOptional(error.instancePath, data) ? ' 쓰지 않으려면 이 줄을 지우세요.' : '';
      return { ...base, message: `빈 글자("")는 쓸 수 없습니다.`, hint: `${withParticle(label, '을/를')} 적으세요.${optional}` };
    }
    case 'maxLength':
      return { ...base, message: `${limit}자까지 쓸 수 있는데 ${String(value).length}자입니다.` };
    case 'minItems':
      return { ...base, message: `목록에 항목이 적어도 ${limit}개 있어야 하는데 ${(value as unknown[]).length}개입니다.` };
    case 'maxItems':
      return { ...base, message: `목록에 항목을 ${limit}개까지 쓸 수 있는데 ${(value as unknown[]).length}개입니다.` };
    default: {
      const schema = resolveRef((error.parentSchema ?? {}) as Schema);
      const range = [typeof schema.minimum === 'number' ? `${schema.minimum} 이상` : '', typeof schema.maximum === 'number' ? `${schema.maximum} 이하` : ''].filter(Boolean).join(' ');
      return { ...base, message: `${range || `${error.params.comparison} ${limit}`}여야 하는데 ${value}입니다.` };
    }
  }
};
