import type { Catalogue, HintedWords } from '../messages/message';

interface BuildMessageParams {
  /** KAKAO_APP_KEY is set, but not to a Kakao JavaScript key. */
  'kakao-key-format': Record<string, never>;
  /** A symbolic link under public/: `link` as shown, `target` what it points to. */
  'public-link': { link: string; target: string };
}

/** What the build refuses before it writes anything, besides site.json's own problems. Korean: the build is a staff tool. */
export const BUILD_MESSAGES: Catalogue<BuildMessageParams, 'ko', HintedWords> = {
  'kakao-key-format': {
    ko: () => ({
      message: '환경 변수 KAKAO_APP_KEY가 카카오 JavaScript 앱 키 형식(소문자 16진수 32자)이 아닙니다.',
      hint: '카카오 개발자 콘솔의 [앱 키] > [JavaScript 키]를 그대로 넣거나, 지도 없이 빌드하려면 변수를 지우세요.',
    }),
  },
  'public-link': {
    ko: ({ link, target }) => ({
      message: `${link}은(는) 심볼릭 링크입니다(→ ${target}). 빌드는 public/의 링크를 사이트에 싣지 않습니다. 링크가 가리키는 파일이 사이트 밖의 것(설정, 데이터베이스)이어도 그대로 공개되기 때문입니다.`,
      hint: '링크를 지우세요. 사이트에 실을 파일이면 링크 대신 그 파일을 public/ 안에 복사해 넣으세요.',
    }),
  },
};
