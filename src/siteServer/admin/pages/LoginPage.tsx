import type { AdminPaths } from '../adminPaths';
import type { AdminProblem } from '../adminProblems';
import { AdminDocument } from './AdminDocument';

interface LoginPageProps {
  siteName: string;
  paths: AdminPaths;
  /** No account yet, only an older version's shared password: this login makes the first account. */
  claimingShared: boolean;
  /** The name typed last time, so a mistyped password does not mean typing the name again. */
  typedName?: string;
  /** Why the last attempt failed. */
  problem?: AdminProblem;
}

export function LoginPage({ siteName, paths, claimingShared, typedName, problem }: LoginPageProps) {
  // A wrong name or password (401) or a refused name (400) is the fields' fault; a refused attempt (429, 503) says nothing about them.
  const nameInvalid = problem?.status === 401 || problem?.status === 400;
  const passwordInvalid = problem?.status === 401;
  const describedBy =
    [claimingShared ? 'claim-help' : '', problem ? 'login-problem' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <AdminDocument title={claimingShared ? '계정 만들기' : '로그인'} siteName={siteName} paths={paths} loggedIn={false}>
      <div className="panel panel-narrow">
        <h1>{claimingShared ? '문의함 계정 만들기' : '문의함 로그인'}</h1>
        {claimingShared && (
          <div className="notice" id="claim-help">
            <p>
              <strong>문의함이 이제 직원마다 따로 계정을 씁니다.</strong>
            </p>
            <p>
              지금까지 쓰던 공용 비밀번호를 아는 분이 쓸 계정 이름을 정하고 그 비밀번호를 입력하세요. 그 비밀번호가 새
              계정의 비밀번호가 되고, 공용 비밀번호는 더 이상 쓸 수 없습니다.
            </p>
            <p>
              다른 직원의 계정은 서버에서 <code className="nowrap">npm run inquiries -- add-user 이름</code> 명령으로
              만드세요.
            </p>
          </div>
        )}
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
            <label htmlFor="username">{claimingShared ? '새 계정 이름' : '계정 이름'}</label>
            <input
              id="username"
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              required
              defaultValue={typedName}
              aria-invalid={nameInvalid || undefined}
              aria-describedby={describedBy}
            />
          </div>
          <div className="field">
            <label htmlFor="password">{claimingShared ? '지금까지 쓰던 공용 비밀번호' : '비밀번호'}</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={passwordInvalid || undefined}
              aria-describedby={problem ? 'login-problem' : undefined}
            />
          </div>
          <button type="submit" className="button">
            {claimingShared ? '이 이름으로 계정 만들기' : '로그인'}
          </button>
        </form>
      </div>
    </AdminDocument>
  );
}
