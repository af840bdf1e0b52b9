import type { ReactNode } from 'react';
import type { AdminPaths } from '../adminPaths';
import { AdminHeader } from '../components/AdminHeader';

interface AdminDocumentProps {
  title: string;
  siteName: string;
  paths: AdminPaths;
  /** Shows the logout button. */
  loggedIn: boolean;
  /** The account logged in, named in the header. */
  account?: string;
  children: ReactNode;
}

/** The frame of every inbox page: skip link, header, main. */
export function AdminDocument({ title, siteName, paths, loggedIn, account, children }: AdminDocumentProps) {
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${siteName} 문의함`}</title>
        {/* The site's own icon, which the host serves with the rest of public/, so the tab is recognisable. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={paths.stylesheet} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          본문으로 건너뛰기
        </a>
        <AdminHeader
          siteName={siteName}
          homeHref={paths.home}
          logoutAction={loggedIn ? paths.logout : undefined}
          account={account}
        />
        {/* tabIndex lets the skip link move focus here in every browser, not only scroll. */}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}
