// jsdom ships no types; this covers the one use the SVG cleaning makes: a window to parse and sanitize in.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
