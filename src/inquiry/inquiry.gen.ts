// Generated from schema/inquiry.schema.json by `npm run gen:types`. Do not edit by hand.
/**
 * 한 줄 글 칸(text)의 값입니다. 200자 이내, 한 줄(줄바꿈·제어 문자 안 됨).
 *
 * This interface was referenced by `InquiryRequest`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = string;
/**
 * 전화번호 칸(tel)의 값입니다. 국내 번호와 해외 번호 모두 받습니다: 숫자 7~17자리에 띄어쓰기, 하이픈(-), 점(.), 빗금(/), 괄호, 맨 앞의 +(국가 번호)를 쓸 수 있고, 끝에 내선 번호(내선 12, ext. 12, x12)를 붙일 수 있습니다. 예: 010-1234-5678, 02-123-4567, +49 89 1234 5678, +1 (555) 123-4567 ext. 12
 *
 * This interface was referenced by `InquiryRequest`'s JSON-Schema
 * via the `definition` "tel".
 */
export type Tel = string;
export type Email = string;
/**
 * 여러 줄 글 칸(longText)의 값입니다. 5,000자 이내. 줄바꿈과 탭은 되고 그 밖의 제어 문자는 안 됩니다.
 *
 * This interface was referenced by `InquiryRequest`'s JSON-Schema
 * via the `definition` "longText".
 */
export type LongText = string;

/**
 * 문의 양식이 보내는 내용입니다. 회사가 site.json의 inquiryForm.fields에 정한 칸마다 그 칸 이름(key)으로 값이 오고(글은 문자열, 고르기 칸은 고른 항목의 key, 체크 칸은 true 또는 폼 전송의 "on"), 아래의 동의·보낸 페이지·비워 두는 칸이 함께 옵니다. 브라우저의 양식과 서버(POST /api/inquiries)가 같은 검사(src/inquiry/checkInquiry.ts)로, 칸 목록에 있는 칸인지와 칸 종류마다 아래 $defs의 규칙에 맞는지 봅니다. 목록에 없는 칸이 오면 받지 않습니다. 글자는 앞뒤 공백을 지운 뒤 검사합니다.
 */
export interface InquiryRequest {
  /**
   * 개인정보 수집·이용에 동의했는지입니다. 동의해야 접수할 수 있습니다.
   */
  consent: true;
  /**
   * 양식이 있던 페이지의 주소와 섹션입니다. 예: /introduce#contact
   */
  page?: string;
  /**
   * 사람에게는 보이지 않는 칸입니다. 자동으로 양식을 채우는 프로그램만 여기에 글을 넣으므로, 값이 있으면 조용히 버립니다.
   */
  website?: string;
  /**
   * inquiryForm.fields의 칸 하나의 값입니다. 글·고르기 칸은 문자열, 체크 칸은 true(폼 전송에서는 "on")입니다.
   */
  [k: string]: string | boolean | true | undefined;
}
