import { sentence } from '../../messages/message';
import type { ErrorProblem } from './errorProblems';

// Inline, so that the page stands on its own when the site's files are what failed.
const style =
  'body{font-family:system-ui,sans-serif;line-height:1.6;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}';

interface ErrorPageProps {
  problem: ErrorProblem;
  siteName: string;
  /** The language of the address asked for, which the page is written in. */
  lang: string;
  home: { href: string; text: string };
}

export function ErrorPage({ problem, siteName, lang, home }: ErrorPageProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${problem.title} - ${siteName}`}</title>
        <style>{style}</style>
      </head>
      <body>
        <main>
          <h1>{problem.title}</h1>
          <p>{sentence(problem)}</p>
          <p>
            <a href={home.href}>{home.text}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
