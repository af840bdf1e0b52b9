import type { AdminPaths } from '../adminPaths';
import type { AdminProblem } from '../adminProblems';
import { AdminDocument } from './AdminDocument';

interface LoginPageProps {
  siteName: string;
  paths: AdminPaths;
  /** Why the last attempt failed. */
  problem?: AdminProblem;
}

export function LoginPage({ siteName, paths, problem }: LoginPageProps) {
  // Only a wrong password is the field's fault; a refused attempt (429) says nothing about what was typed.
  const invalid = problem?.status === 401;
  return (
    <AdminDocument title="로그인" siteName={siteName} paths={paths} loggedIn={false}>
      <div className="panel panel-narrow">
        <h1>문의함 로그인</h1>
        {problem && (
          <div className="alert" id="login-problem">
            <p>
              <strong>{problem.title}</strong>
            </p>
            <p>{problem.message}</p>
            <p>{problem.hint}</p>
          </div>
        )}
        <form method="post" action={paths.login} className="stack">
          <div className="field">
            <label htmlFor="password">비밀번호</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={invalid || undefined}
              aria-describedby={problem ? 'login-problem' : undefined}
            />
          </div>
          <button type="submit" className="button">
            로그인
          </button>
        </form>
      </div>
    </AdminDocument>
  );
}
