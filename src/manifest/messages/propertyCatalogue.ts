import { didYouMean, list, quoted, withParticle } from '../korean';
import * as english from './english';
import type { ProblemCatalogue } from './reader';
import { unquoted } from './valueWords';

// Properties that are missing, or written where they do not belong.
// `title` is the field's Korean title from the schema; `owner` is the object's.
export interface PropertyParams {
  'missing-property': {
    name: string;
    title?: string;
    owner?: string;
    /** The rest of the field's Korean description: its example or rule. */
    details?: string;
    /** For the property that picks a node's kind (`type`): the kinds allowed here. */
    choices?: string[];
  };
  'unknown-property': {
    name: string;
    suggestion?: { name: string; title?: string };
    allowed: string[];
    owner?: string;
  };
}

const named = (name: string, title: string | undefined) => (title ? `'${title}'(${name})` : `'${name}'`);

export const PROPERTY_TEMPLATES: ProblemCatalogue<PropertyParams> = {
  'missing-property': {
    ko: ({ name, title, owner = '이 묶음', details, choices }) => ({
      message: `필수 항목 ${withParticle(named(name, title), '이/가')} 없습니다.`,
      hint: choices
        ? `${owner}의 종류를 정하는 항목입니다. "${name}": "${choices[0]}"처럼 ${list(choices)} 중 하나를 쓰세요.`
        : [`${owner}에 ${quoted(name, '을/를')} 넣으세요.`, details].filter(Boolean).join(' '),
    }),
    editor: ({ title, owner = '이 항목', details, choices }) => ({
      message: `${withParticle(title ? `'${title}' 칸` : '꼭 채울 칸', '이/가')} 비어 있습니다.`,
      hint: choices
        ? `${owner}의 종류를 고르세요.`
        : [title ? `${withParticle(title, '을/를')} 적으세요.` : '칸을 채우세요.', details && unquoted(details)]
            .filter(Boolean)
            .join(' '),
    }),
    en: ({ name, choices }) => ({
      message: `The required property '${name}' is missing.`,
      hint: choices
        ? `It says what kind of item this is: write "${name}": "${choices[0]}", using one of ${english.orList(choices)}.`
        : `Add '${name}' to this object.`,
    }),
  },
  'unknown-property': {
    ko: ({ name, suggestion, allowed, owner = '이 묶음' }) => ({
      message: `${quoted(name, '은/는')} 이 자리에 쓸 수 없는 항목입니다.${didYouMean(suggestion && `'${suggestion.name}'${suggestion.title ? `(${suggestion.title})` : ''}`)}`,
      hint: `${owner}에 쓸 수 있는 항목: ${list(allowed)}`,
    }),
    // Only a file edited by hand holds one: the editor's forms have no field for it.
    editor: () => ({
      message: '편집기에 칸이 없는 내용이 이 항목에 들어 있습니다.',
      hint: '파일을 직접 고친 분께 알려 주세요. 그 내용을 지워야 저장할 수 있습니다.',
    }),
    en: ({ name, suggestion, allowed }) => ({
      message: `'${name}' is not allowed here.${english.didYouMean(suggestion && `'${suggestion.name}'`)}`,
      hint: `Allowed here: ${allowed.join(', ')}`,
    }),
  },
};
