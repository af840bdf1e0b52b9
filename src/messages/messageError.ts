import type { Message, Words } from './message';

/**
 * A failure a person can fix, thrown with its message as data: its code, what
 * happened, what to do. Whoever prints it (the launcher, the build, the CLI)
 * prints those, never a hint baked into the text nor a stack. `forPeople` is
 * what they recognise it by: the launcher is plain JavaScript, loading servers
 * bundled with their own copy of this class, so `instanceof` cannot tell.
 */
export class MessageError<Code extends string = string> extends Error {
  readonly forPeople = true;
  readonly code: Code;
  readonly hint: string | undefined;

  constructor({ code, message, hint }: Message<Code>, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MessageError';
    this.code = code;
    this.hint = hint;
  }
}

/** A message as a terminal shows it: what happened, then what to do on a line of its own. */
export const printedMessage = ({ message, hint }: Words): string => (hint ? `${message}\n  도움말: ${hint}` : message);
