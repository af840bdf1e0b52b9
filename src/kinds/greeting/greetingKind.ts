import type { Kind } from '../Kind';
import { Greeting, type GreetingProps } from './Greeting';

export const greetingKind: Kind<'greeting', GreetingProps> = {
  resolve: (node) => ({ node }),
  Component: Greeting,
};
