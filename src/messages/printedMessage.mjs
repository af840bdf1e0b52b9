// @ts-check
// The one printer of a message at a terminal, for the TypeScript tools (src/messages/messageError.ts
// re-exports it) and for the plain-JavaScript launchers that run on a production machine without
// TypeScript (src/siteServer/launch/, src/siteServer/cli/inquiries.mjs): this file ships with them
// (Dockerfile, docs/deploy.md's tarball, tests/e2e/production-install.test.ts).

/**
 * A message as a terminal shows it: what happened, then what to do on a line of its own.
 * @param {import('./message').Words} words the one shape's words (a type only: nothing TypeScript runs here)
 * @returns {string}
 */
export const printedMessage = ({ message, hint }) => (hint ? `${message}\n  도움말: ${hint}` : message);
