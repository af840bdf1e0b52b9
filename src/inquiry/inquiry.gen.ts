// Generated from schema/inquiry.schema.json by `npm run gen:types`. Do not edit by hand.
/**
 * 문의 양식이 보내는 내용입니다. 브라우저의 양식과 서버(POST /api/inquiries)가 이 정의 하나로 검사합니다. 글자는 앞뒤 공백을 지운 뒤 검사합니다.
 */
export interface InquiryRequest {
  /**
   * 문의하는 회사의 이름입니다.
   */
  company: string;
  /**
   * 회신받을 전화번호입니다. 국내 번호와 해외 번호 모두 받습니다: 숫자 7~17자리에 띄어쓰기, 하이픈(-), 점(.), 빗금(/), 괄호, 맨 앞의 +(국가 번호)를 쓸 수 있고, 끝에 내선 번호(내선 12, ext. 12, x12)를 붙일 수 있습니다. 예: 010-1234-5678, 02-123-4567, +49 89 1234 5678, +1 (555) 123-4567 ext. 12
   */
  phone: string;
  /**
   * 회신받을 이메일 주소입니다.
   */
  email: string;
  /**
   * 분석하려는 시료와 궁금한 점입니다.
   */
  message: string;
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
}
