export const usage = `사용법: npm run inquiries -- <명령> [옵션]
(npm에서는 명령 앞에 --를 꼭 붙이세요. 예: npm run inquiries -- list --search 삼성)

명령:
  list [--search TEXT] [--limit N]   최근 문의 목록 (기본 50건, 최신순)
  show ID                            문의 한 건의 모든 내용
  export --csv [FILE] [--force] [--since 날짜]
                                     문의를 엑셀에서 열리는 CSV 파일로 저장 (--since 2026-11-01 또는 2026-11-01T14:30:
                                     그 뒤(한국 시각)에 온 문의만. FILE이 없으면 명령을 실행한
                                     폴더에 inquiries-YYYYMMDD.csv, 있는 파일은 --force로만 덮어씀)
  purge [--manifest FILE]            보관 기간(지금 릴리스의 inquiryForm.retentionDays)이 지난 문의 삭제
  resend [--manifest FILE]           메일로 보내지 못한 문의를 지금 다시 보냄
  backup FILE [--force]              서버를 끄지 않고 데이터베이스를 FILE로 백업 (있는 FILE은 --force로만 덮어씀)
  delete ID [--yes]                  삭제 요구(개인정보 보호법 제36조)를 받은 문의 한 건을 파일에서까지 완전히 삭제
                                     (터미널에서는 y/N으로 확인, 스크립트에서는 --yes 필요)
  add-user NAME [--create]           직원용 문의함(/admin) 계정 추가 (비밀번호 10자 이상을 두 번 입력)
                                     데이터베이스가 없는 폴더에서는 만들지 물어봄 (터미널이 아니면 --create 필요)
  add-user NAME --from-shared-password
                                     예전 공용 비밀번호를 NAME 계정의 비밀번호로 바꿈
  set-password NAME                  계정 비밀번호 변경 (그 계정의 로그인은 모두 끝남)
  remove-user NAME [--yes]           계정 삭제 (그 계정의 로그인은 모두 끝남, 터미널이 아니면 --yes 필요)
  users                              계정 목록 (만든 시각, 마지막 로그인, 로그인 중인 곳)
  access-log [--limit N] [--user NAME] [--since YYYY-MM-DD]
                                     접근 기록 (누가 언제 어디서 무엇을 했는지, 최신순 기본 50건, 2년 보관)

환경 변수:
  DATA_DIR    데이터베이스 폴더 (기본: 프로젝트의 data/). 서버와 같은 폴더를 주세요. 모든 명령이 먼저 쓰는 파일을 알려 줍니다.
  SMTP_URL    resend가 쓰는 메일 서버, 예: smtps://user:pass@smtp.example.com
  SMTP_FROM   보내는 사람 주소 (기본: inquiryForm.mailRecipient)`;
