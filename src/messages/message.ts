// The one shape of every message a person reads, wherever it is shown: the
// validator, the editor, the inbox, the inquiry form, error pages, the CLI, the
// launcher, the dev overlay. As in Astro's error catalogue (errors-data.ts): a
// stable code that programs and tests match on, a message that says what
// happened and where, and a hint that says what to do next. Browser-safe: the
// form's components use it too, so nothing here imports Node.

/** What a person reads, in one language. */
export interface Words {
  /** What happened, and where. */
  message: string;
  /** What to do next; absent where a surface has nothing to add. */
  hint?: string;
}

/** Words that always say what to do: the surfaces whose every message has a hint. */
export type HintedWords = Required<Words>;

/** A message filled in: its code beside its words. */
export type Message<Code extends string = string, W extends Words = Words> = W & { code: Code };

/** One code's words in one language: the facts of the moment in, the words out. */
export type Template<Params, W extends Words = Words> = (params: Params) => W;

/** For messages whose words need no facts. */
export type NoParams = Record<string, never>;

/** One code's entry: its words in every language the surface speaks. */
export type Entry<Params, Language extends string, W extends Words = Words> = {
  readonly [L in Language]: Template<Params, W>;
};

/**
 * A surface's catalogue: one entry per code; the type makes a missing language
 * or code a compile error.
 */
export type Catalogue<ParamsByCode, Language extends string, W extends Words = Words> = {
  readonly [Code in keyof ParamsByCode]: Entry<ParamsByCode[Code], Language, W>;
};

/** The one way values are filled in: the code's template, in the reader's language, given the facts. */
export function fillMessage<
  ParamsByCode,
  Code extends keyof ParamsByCode & string,
  Language extends string,
  W extends Words,
>(
  catalogue: Catalogue<ParamsByCode, Language, W>,
  code: Code,
  params: ParamsByCode[Code],
  language: Language,
): Message<Code, W> {
  return fillTemplate(code, catalogue[code][language], params);
}

/** For a surface that picks its template itself (the manifest's editor wording): the same filling. */
export function fillTemplate<Code extends string, Params, W extends Words>(
  code: Code,
  template: Template<Params, W>,
  params: Params,
): Message<Code, W> {
  return { ...template(params), code };
}

/** The message and its hint as one line: where a surface shows a single sentence (a form field, an API answer). */
export const sentence = ({ message, hint }: Words): string => (hint ? `${message} ${hint}` : message);
