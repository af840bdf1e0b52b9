import type { AdminPaths } from '../adminPaths';
import { AdminDocument } from './AdminDocument';

export const setPasswordCommand = 'npm run inquiries -- set-password';

interface NoPasswordPageProps {
  siteName: string;
  paths: AdminPaths;
}

/** All the inbox shows until staff set its password. */
export function NoPasswordPage({ siteName, paths }: NoPasswordPageProps) {
  return (
    <AdminDocument title="비밀번호 설정 필요" siteName={siteName} paths={paths} loggedIn={false}>
      <div className="panel">
        <h1>문의함 비밀번호가 아직 없습니다</h1>
        <p>비밀번호를 정하기 전까지는 문의함을 열 수 없습니다. 서버에서 웹사이트 프로젝트 폴더로 이동한 뒤 아래 명령을 실행하세요.</p>
        <pre className="command">
          <code>{setPasswordCommand}</code>
        </pre>
        <p>명령이 묻는 대로 새 비밀번호를 입력하고, 그다음 이 페이지를 새로 고치면 로그인 화면이 나옵니다.</p>
      </div>
    </AdminDocument>
  );
}
