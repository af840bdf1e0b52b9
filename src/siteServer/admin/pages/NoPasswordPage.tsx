import type { AdminPaths } from '../adminPaths';
import { AdminDocument } from './AdminDocument';

interface NoPasswordPageProps {
  siteName: string;
  paths: AdminPaths;
  /** With the server's own DATA_DIR, so the account lands in the database this server reads. */
  addUserCommand: string;
}

/** All the inbox shows until staff add the first account. */
export function NoPasswordPage({ siteName, paths, addUserCommand }: NoPasswordPageProps) {
  return (
    <AdminDocument title="계정 만들기 필요" siteName={siteName} paths={paths} loggedIn={false}>
      <div className="panel">
        <h1>문의함 계정이 아직 없습니다</h1>
        <p>
          직원 계정을 만들기 전까지는 문의함을 열 수 없습니다. 서버에서 웹사이트 프로젝트 폴더로 이동한 뒤, 아래 명령의
          ‘이름’을 쓸 분의 계정 이름으로 바꿔 실행하세요.
        </p>
        <pre className="command">
          <code>{addUserCommand}</code>
        </pre>
        <p>
          명령이 묻는 대로 새 비밀번호를 두 번 입력하고, 그다음 이 페이지를 새로 고치면 로그인 화면이 나옵니다. 계정은
          한 사람에 하나씩 만들고 함께 쓰지 마세요.
        </p>
      </div>
    </AdminDocument>
  );
}
