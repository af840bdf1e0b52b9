interface AdminHeaderProps {
  siteName: string;
  homeHref: string;
  /** Where the logout form posts; absent when nobody is logged in. */
  logoutAction?: string;
  /** The account logged in, shown beside the logout button. */
  account?: string;
}

export function AdminHeader({ siteName, homeHref, logoutAction, account }: AdminHeaderProps) {
  return (
    <header className="admin-header">
      <p className="brand">{logoutAction ? <a href={homeHref}>{siteName} 문의함</a> : `${siteName} 문의함`}</p>
      {logoutAction && (
        <div className="signed-in">
          {account && <p className="account">{account} 님 로그인 중</p>}
          <form method="post" action={logoutAction}>
            <button type="submit" className="button button-on-navy">
              로그아웃
            </button>
          </form>
        </div>
      )}
    </header>
  );
}
