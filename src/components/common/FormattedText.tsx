import { Fragment, type ReactNode } from 'react';
import type { FormattedBlock, FormattedInline } from '../../manifest/formatted/formattedText';
import type { LocalText } from '../../manifest/language/localText';
import { textAttributes } from './InLanguage';

type TextAttributes = ReturnType<typeof textAttributes>;

/** Words with their line breaks: each "\n" of a paragraph is a <br>. */
function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

function Inlines({ parts }: { parts: readonly FormattedInline[] }): ReactNode {
  return parts.map((part, index) => {
    if (typeof part === 'string') return <Lines key={index} text={part} />;
    const children = <Inlines parts={part.children} />;
    if (part.type === 'link')
      return (
        <a key={index} href={part.href}>
          {children}
        </a>
      );
    return part.type === 'strong' ? <strong key={index}>{children}</strong> : <em key={index}>{children}</em>;
  });
}

function Block({ block, attributes }: { block: FormattedBlock; attributes?: TextAttributes }) {
  if (block.type === 'paragraph')
    return (
      <p {...attributes}>
        <Inlines parts={block.children} />
      </p>
    );
  const items = block.items.map((item, index) => (
    <li key={index}>
      {item.length === 1 && item[0]!.type === 'paragraph' ? (
        <Inlines parts={item[0]!.children} />
      ) : (
        item.map((inner, innerIndex) => <Block key={innerIndex} block={inner} />)
      )}
    </li>
  ));
  return block.ordered ? (
    <ol {...attributes} start={block.start}>
      {items}
    </ol>
  ) : (
    <ul {...attributes}>{items}</ul>
  );
}

/**
 * One paragraph of site.json as the elements it was written as: a <p> with its
 * links, emphasis and line breaks, or lists. Each top-level element carries the
 * text's language (a fallback) and its place in the editor's preview, so
 * there is no wrapper to change the layout around it.
 */
export function FormattedText({ text }: { text: LocalText }) {
  const attributes = textAttributes(text);
  if (typeof text === 'string' || !text.blocks)
    return (
      <p {...attributes}>
        <Lines text={typeof text === 'string' ? text : text.text} />
      </p>
    );
  return (
    <>
      {text.blocks.map((block, index) => (
        <Block key={index} block={block} attributes={attributes} />
      ))}
    </>
  );
}

/**
 * A paragraph shown where a line goes (a list item, a caption): its words,
 * links and emphasis without a <p> around them, marked as `InLanguage` marks a
 * text; a paragraph written as a list still draws its list.
 */
export function FormattedLine({ text }: { text: LocalText }) {
  if (typeof text === 'string') return <Lines text={text} />;
  const only = text.blocks?.length === 1 ? text.blocks[0] : undefined;
  if (text.blocks && only?.type !== 'paragraph') return <FormattedText text={text} />;
  return (
    <span {...textAttributes(text)}>
      {only?.type === 'paragraph' ? <Inlines parts={only.children} /> : <Lines text={text.text} />}
    </span>
  );
}
