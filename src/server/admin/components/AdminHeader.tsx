interface AdminHeaderProps {
  siteName: string;
  homeHref: string;
  /** Where the logout form posts; absent when nobody is logged in. */
  logoutAction?: string;
}

export function AdminHeader({ siteName, homeHref, logoutAction }: AdminHeaderProps) {
  return (
    <header className="admin-header">
      <p className="brand">
        {logoutAction ? <a href={homeHref}>{siteName} 문의함</a> : `${siteName} 문의함`}
      </p>
      {logoutAction && (
        <form method="post" action={logoutAction}>
          <button type="submit" className="button button-on-navy">
            로그아웃
          </button>
        </form>
      )}
    </header>
  );
}
