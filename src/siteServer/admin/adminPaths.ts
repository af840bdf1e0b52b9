/** Every address the inbox links to, under the prefix the host mounted it at. */
export interface AdminPaths {
  home: string;
  login: string;
  logout: string;
  stylesheet: string;
  exportCsv: string;
  /** Where the search form posts its words (never in an address). */
  search: string;
  inquiry(id: number): string;
  handled(id: number): string;
  memo(id: number): string;
  /** The confirmation page (GET) and the deletion itself (POST). */
  deleteInquiry(id: number): string;
  /** The cookie's Path: the prefix itself, so the browser never sends the session to the public site. */
  cookie: string;
}

export function adminPaths(prefix: string): AdminPaths {
  return {
    home: prefix || '/',
    login: `${prefix}/login`,
    logout: `${prefix}/logout`,
    stylesheet: `${prefix}/admin.css`,
    exportCsv: `${prefix}/export.csv`,
    search: `${prefix}/search`,
    inquiry: (id) => `${prefix}/inquiries/${id}`,
    handled: (id) => `${prefix}/inquiries/${id}/handled`,
    memo: (id) => `${prefix}/inquiries/${id}/memo`,
    deleteInquiry: (id) => `${prefix}/inquiries/${id}/delete`,
    cookie: prefix || '/',
  };
}
