// Generated from schema/site.schema.json by `npm run gen:types`. Do not edit by hand.
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "LanguageCode".
 */
export type LanguageCode = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Name".
 */
export type Name = NameLine | NameByLanguage;
/**
 * 이름, 메뉴·탭·단추의 글자처럼 짧게 쓰는 글입니다. 한 줄로, 80자까지 씁니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NameLine".
 */
export type NameLine = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Title".
 */
export type Title = TitleLine | TitleByLanguage;
/**
 * 페이지·섹션·사례의 제목처럼 한 줄로 쓰는 글입니다. 한 줄로, 120자까지 씁니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TitleLine".
 */
export type TitleLine = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Text".
 */
export type Text = SingleLineText | TextByLanguage;
/**
 * 한 줄로 쓰는 글입니다(줄바꿈 없이, 300자까지).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "SingleLineText".
 */
export type SingleLineText = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Paragraph".
 */
export type Paragraph = MultilineText | ParagraphByLanguage;
/**
 * 여러 줄로 쓸 수 있는 글입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "MultilineText".
 */
export type MultilineText = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ImagePath".
 */
export type ImagePath = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "AltText".
 */
export type AltText = string | TextByLanguage;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Href".
 */
export type Href = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "PhoneNumber".
 */
export type PhoneNumber = string;
/**
 * 요일입니다: mon(월), tue(화), wed(수), thu(목), fri(금), sat(토), sun(일).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DayOfWeek".
 */
export type DayOfWeek = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ClockTime".
 */
export type ClockTime = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Color".
 */
export type Color = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryField".
 */
export type InquiryField = InquiryTextField | InquiryChoiceField | InquiryCheckboxField;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryFieldKey".
 */
export type InquiryFieldKey = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryDelivery".
 */
export type InquiryDelivery = DeliveryApi | DeliveryEndpoint | DeliveryMailto | DeliveryConsole;
/**
 * @minItems 1
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Paragraphs".
 */
export type Paragraphs = [Paragraph, ...Paragraph[]];
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "MenuHref".
 */
export type MenuHref = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Path".
 */
export type Path = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "PageNode".
 */
export type PageNode = FullPageScroller | StackedPage | CategoryPage;
/**
 * 페이지 안의 섹션 하나입니다. type으로 종류를 고릅니다: hero, companyContact, greeting, partners, location, inquiry, contactDetails, textBlock, faq, gallery, video, cards, people, table, callToAction, imageText, files, noticeBoard, latestNotices.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "SectionNode".
 */
export type SectionNode =
  | Hero
  | CompanyContact
  | Greeting
  | Partners
  | Location
  | Inquiry
  | ContactDetails
  | TextBlock
  | Faq
  | Gallery
  | Video
  | Cards
  | People
  | Table
  | CallToAction
  | ImageText
  | Files
  | NoticeBoard
  | LatestNotices;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Hash".
 */
export type Hash = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "VideoUrl".
 */
export type VideoUrl = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DownloadPath".
 */
export type DownloadPath = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NoticeSlug".
 */
export type NoticeSlug = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NoticeDate".
 */
export type NoticeDate = string;
/**
 * 분야 페이지의 탭 하나입니다. type으로 종류를 고릅니다: equipmentGroup(장비 묶음), caseStudy(분석 사례).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "CategorySection".
 */
export type CategorySection = EquipmentGroup | CaseStudy;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InstrumentTab".
 */
export type InstrumentTab =
  | string
  | {
      instrument: string;
      label: Name;
    };
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Id".
 */
export type Id = string;
/**
 * 언어별 글의 이름입니다: 언어 코드(예: "ko", "en"), 또는 모든 언어에 같은 글이면 "*" 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TextLanguageKey".
 */
export type TextLanguageKey = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InstrumentId".
 */
export type InstrumentId = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "AnalysisCaseId".
 */
export type AnalysisCaseId = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "SectionHash".
 */
export type SectionHash = string;
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "RoutePath".
 */
export type RoutePath = string;

/**
 * 사이트 전체를 설명하는 설정 파일(site.json)입니다. 메뉴, 페이지, 장비, 분석 사례, 회사 정보가 모두 이 파일 하나에 들어 있습니다.
 */
export interface SiteManifest {
  /**
   * 이 파일을 검사하는 스키마의 위치입니다. VS Code가 자동 완성과 오류 표시에 사용하므로 바꾸지 마세요.
   */
  $schema?: string;
  /**
   * 사이트가 보여 주는 언어입니다. 첫 번째가 기본 언어로, 그 페이지는 지금 주소 그대로입니다. 다른 언어의 페이지는 /언어 코드/ 아래에 생깁니다(예: /en/introduce). 비워 두면 한국어 하나입니다. 글은 기본 언어로만 쓸 때는 글 하나를, 여러 언어로 쓸 때는 언어마다 씁니다.
   *
   * @minItems 1
   */
  languages?: [Language, ...Language[]];
  site: Site;
  company: Company;
  map?: MapSettings;
  /**
   * 회사소개 페이지의 협력사 영역에 보이는 협력사 목록입니다. 협력사 섹션을 쓰는 사이트에만 필요합니다.
   *
   * @minItems 1
   */
  partners?: [Partner, ...Partner[]];
  behaviour?: Behaviour;
  theme: Theme;
  labels: Labels;
  inquiryForm: InquiryFormText;
  footer: Footer;
  /**
   * 머리글(헤더)에 보이는 메뉴 그룹 목록입니다. 순서대로 왼쪽부터 표시됩니다.
   *
   * @minItems 1
   */
  menu: [MenuGroup, ...MenuGroup[]];
  headerButton?: HeaderButton;
  /**
   * 사이트의 페이지(주소) 목록입니다. 각 페이지는 주소, 제목, 설명과 페이지 내용을 가집니다.
   *
   * @minItems 1
   */
  routes: [Route, ...Route[]];
  /**
   * 분석 장비 목록입니다. 장비는 여기서 한 번만 정의하고, 페이지에서는 장비 고유 이름으로 부릅니다. 장비 묶음이나 분석 사례 섹션을 쓰는 사이트에만 필요합니다.
   */
  instruments?: Instrument[];
  /**
   * 분석 사례 목록입니다. 사례는 여기서 한 번만 정의하고, 분석사례 페이지에서 사례 고유 이름으로 부릅니다. 분석 사례 섹션을 쓰는 사이트에만 필요합니다.
   */
  cases?: AnalysisCase[];
}
/**
 * 사이트가 보여 주는 언어 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Language".
 */
export interface Language {
  code: LanguageCode;
  /**
   * 언어 바꾸기 링크에 보이는, 그 언어로 쓴 언어 이름입니다. 예: "한국어", "English"
   */
  name: string;
  /**
   * 공유 미리보기(Open Graph)에 쓰는 언어_국가 표기입니다. 예: "ko_KR", "en_US"
   */
  locale: string;
  /**
   * true이면 번역이 아직 끝나지 않은 언어입니다. 빠진 번역은 오류가 아니라 경고가 되고, 그 자리에는 기본 언어의 글이 보입니다.
   */
  inProgress?: boolean;
}
/**
 * 사이트 전체에 쓰이는 이름, 문구, 로고, 대표 주소입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Site".
 */
export interface Site {
  name: Name;
  subtitle?: Title;
  headline: Text;
  description: Paragraph;
  /**
   * 사이트의 대표 주소입니다(끝에 / 없이). 사이트맵과 검색 엔진에 알리는 대표 주소 링크에 쓰입니다. 예: "https://www.example.co.kr"
   */
  baseUrl: string;
  /**
   * 로고 이미지 두 가지입니다. 어두운 로고는 밝은 배경에, 밝은 로고는 어두운 배경에 놓입니다.
   */
  logo: {
    light: Image;
    dark: Image;
  };
  heroImage?: ImagePath;
  /**
   * 홈 화면 배경 이미지의 출처 표시입니다(선택, 무료 이미지 이용 조건이 출처 표시를 요구할 때 적습니다).
   */
  heroAttribution?: {
    text: Text;
    href: Href;
  };
  ogImage?: ImagePath;
}
/**
 * 언어 코드마다 쓴 이름입니다. 예: {"ko": "회사소개", "en": "About us"} 모델명이나 상표처럼 모든 언어에서 같은 글은 언어마다 쓰지 않고 {"*": "ICP-OES"}처럼 "*" 하나로 씁니다. 그 글은 모든 언어의 번역이 된 것으로 셉니다. "*"는 언어 코드와 함께 쓸 수 없습니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NameByLanguage".
 */
export interface NameByLanguage {
  [k: string]: NameLine;
}
/**
 * 언어 코드마다 쓴 제목입니다. 예: {"ko": "미세 이물 분석", "en": "Microscopic foreign-matter analysis"} 모델명이나 상표처럼 모든 언어에서 같은 글은 언어마다 쓰지 않고 {"*": "ICP-OES"}처럼 "*" 하나로 씁니다. 그 글은 모든 언어의 번역이 된 것으로 셉니다. "*"는 언어 코드와 함께 쓸 수 없습니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TitleByLanguage".
 */
export interface TitleByLanguage {
  [k: string]: TitleLine;
}
/**
 * 언어 코드마다 쓴 한 줄 글입니다. 예: {"ko": "회사소개", "en": "About us"} 모델명이나 상표처럼 모든 언어에서 같은 글은 언어마다 쓰지 않고 {"*": "ICP-OES"}처럼 "*" 하나로 씁니다. 그 글은 모든 언어의 번역이 된 것으로 셉니다. "*"는 언어 코드와 함께 쓸 수 없습니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TextByLanguage".
 */
export interface TextByLanguage {
  [k: string]: SingleLineText;
}
/**
 * 언어 코드마다 쓴 문단입니다. 모델명이나 상표처럼 모든 언어에서 같은 글은 언어마다 쓰지 않고 {"*": "ICP-OES"}처럼 "*" 하나로 씁니다. 그 글은 모든 언어의 번역이 된 것으로 셉니다. "*"는 언어 코드와 함께 쓸 수 없습니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ParagraphByLanguage".
 */
export interface ParagraphByLanguage {
  [k: string]: MultilineText;
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Image".
 */
export interface Image {
  src: ImagePath;
  alt: AltText;
  /**
   * 이미지의 원래 가로 크기(픽셀)입니다. 불러오는 동안 화면이 흔들리지 않게 합니다.
   */
  width: number;
  /**
   * 이미지의 원래 세로 크기(픽셀)입니다. 불러오는 동안 화면이 흔들리지 않게 합니다.
   */
  height: number;
}
/**
 * 사업자 정보와 연락처입니다. 홈의 연락처 영역, 회사소개, 고객지원, 바닥글에 쓰입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Company".
 */
export interface Company {
  name: Name;
  representative?: Name;
  /**
   * 한국의 사업자등록번호입니다(선택). 000-00-00000 형식으로 쓰고, 마지막 자리(검증 번호)도 맞아야 합니다.
   */
  businessNumber?: string;
  /**
   * 회사 주소입니다. 도로명 주소, 지번 주소, 한 줄 주소 가운데 가진 것을 적습니다(하나 이상).
   */
  address: {
    /**
     * 우편번호(5자리)입니다.
     */
    postalCode?: string;
    lot?: Text;
    road?: Text;
    line?: Text;
  };
  phone: PhoneNumber;
  fax?: PhoneNumber;
  /**
   * 문의를 받는 대표 이메일 주소입니다.
   */
  email: string;
  hours?: OpeningHours;
}
/**
 * 상담·시료 접수를 받는 요일과 시간, 쉬는 날입니다(선택). 연락처가 보이는 곳마다 언어에 맞게 보이고, 검색 엔진에도 알립니다. 요일 목록에 없는 요일은 쉬는 날로 보입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "OpeningHours".
 */
export interface OpeningHours {
  /**
   * 같은 시간에 여는 요일끼리 묶어 적습니다. 한 요일은 한 번만 적습니다. 예: 월–금 09:00–18:00
   *
   * @minItems 1
   */
  weekly: [OpeningDays, ...OpeningDays[]];
  /**
   * 공휴일에 쉬면 true입니다(선택). 화면에 "공휴일 휴무"로 보입니다.
   */
  closedOnPublicHolidays?: boolean;
  /**
   * 연말 휴무, 창립기념일처럼 따로 쉬는 날입니다(선택). 날짜 순서대로 보입니다.
   */
  closures?: Closure[];
  note?: Paragraph;
}
/**
 * 같은 시간에 여는 요일들과 그 시간입니다. 점심시간처럼 중간에 쉬면 시간을 둘로 나누어 적습니다(예: 09:00–12:00, 13:00–18:00).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "OpeningDays".
 */
export interface OpeningDays {
  /**
   * 여는 요일입니다. mon(월), tue(화), wed(수), thu(목), fri(금), sat(토), sun(일) 중에서 고릅니다. 한 요일은 한 번만 적습니다.
   *
   * @minItems 1
   */
  days: [DayOfWeek, ...DayOfWeek[]];
  /**
   * 여는 시간과 닫는 시간입니다. 중간에 쉬는 시간이 있으면 둘 이상 적습니다. 시간 순서대로 적습니다.
   *
   * @minItems 1
   */
  hours: [OpeningTime, ...OpeningTime[]];
}
/**
 * 한 번 열어서 닫을 때까지입니다. 24시간제 시:분으로 씁니다. 예: 09:00부터 18:00까지
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "OpeningTime".
 */
export interface OpeningTime {
  opens: ClockTime;
  closes: ClockTime;
}
/**
 * 따로 쉬는 날(하루 또는 며칠)입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Closure".
 */
export interface Closure {
  /**
   * 쉬는 첫날입니다. 연-월-일로 씁니다. 예: "2026-12-31"
   */
  from: string;
  /**
   * 며칠을 쉬면 마지막 날입니다(선택). 비워 두면 첫날 하루만 쉽니다. 예: "2027-01-01"
   */
  until?: string;
  note?: Text;
}
/**
 * 오시는 길 섹션의 지도 설정입니다. 오시는 길 섹션을 쓰는 사이트에만 필요합니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "MapSettings".
 */
export interface MapSettings {
  /**
   * 지도 중심의 위도입니다(−90–90, 남쪽은 음수). 예: 36.3741
   */
  latitude: number;
  /**
   * 지도 중심의 경도입니다(−180–180, 서쪽은 음수). 예: 127.3853
   */
  longitude: number;
  /**
   * 카카오맵 확대 수준입니다. 작을수록 크게 보입니다(1–14).
   */
  level: number;
  /**
   * 지도 상자의 높이(픽셀)입니다.
   */
  heightPx: number;
  label: Name;
  /**
   * 카카오맵 JavaScript 앱 키입니다(선택). 비워 두면 빌드할 때의 환경 변수 KAKAO_APP_KEY를 씁니다. 실제 키는 저장소에 올리지 마세요.
   */
  kakaoAppKey?: string;
  /**
   * 지도 스크립트를 기다리는 최대 시간(밀리초)입니다. 넘으면 주소와 지도 링크를 대신 보여 줍니다.
   */
  loadTimeoutMs?: number;
}
/**
 * 협력사 한 곳입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Partner".
 */
export interface Partner {
  name: Name;
  logo: Image;
  href?: Href;
}
/**
 * 한 화면씩 넘기는 홈 화면의 시간과 거리 값입니다. 코드를 고치지 않고 바꿀 수 있습니다. 한 화면씩 넘기는 페이지를 쓰는 사이트에만 필요합니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Behaviour".
 */
export interface Behaviour {
  /**
   * 홈 화면에서 한 영역을 넘기는 데 걸리는 시간(밀리초)입니다.
   */
  scrollSpeedMs: number;
  /**
   * 홈 화면에서 마우스 휠로 한 번 넘긴 뒤, 같은 방향 휠을 무시하는 시간(밀리초)입니다.
   */
  wheelLockMs: number;
  /**
   * 홈 화면에서 손가락으로 밀어 넘길 때 필요한 최소 거리(픽셀)입니다.
   */
  swipeThresholdPx: number;
}
/**
 * 사이트의 색상, 글꼴과 화면 너비 구간(반응형 기준)입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Theme".
 */
export interface Theme {
  /**
   * 사이트 색상입니다. 글자와 그 배경은 웹 접근성(WCAG AA) 대비 4.5:1 이상, 초점 테두리처럼 글자가 아닌 표시는 3:1 이상이어야 합니다. 검사(npm run validate와 편집기)가 대비가 모자란 색과 그 대신 쓸 가까운 색을 알려 줍니다. 필수 10색만 적어도 됩니다: 나머지(카드, 초점 테두리, 어두운 바탕의 글자 색 등)는 적지 않으면 각 설명에 적힌 필수 색을 따릅니다.
   */
  colors: {
    primary: Color;
    primaryDark: Color;
    accent: Color;
    accentText: Color;
    onPrimary: Color;
    text: Color;
    textMuted: Color;
    background: Color;
    surface: Color;
    border: Color;
    card?: Color;
    focus?: Color;
    focusOnDark?: Color;
    onDark?: Color;
    onDarkBody?: Color;
    onDarkLink?: Color;
    onDarkMuted?: Color;
    onDarkFaint?: Color;
    highlight?: Color;
    error?: Color;
  };
  /**
   * 사이트 글꼴입니다. "sans"는 고딕(Pretendard), "serif"는 명조(Noto Serif KR), "system"은 방문자 기기의 기본 고딕(내려받지 않아 가장 가볍습니다)입니다. 쓰지 않으면 "sans"입니다. 고딕과 명조는 사이트에 쓰인 글자만 담아 내려받습니다(명조는 같은 글자 수에 고딕의 두 배쯤 무겁습니다).
   */
  font?: 'sans' | 'serif' | 'system';
  /**
   * 반응형 화면 너비 기준(픽셀)입니다. 기본은 휴대폰 0, 큰 휴대폰 600, 태블릿 900, 노트북 1200, 데스크톱 1536입니다.
   */
  breakpoints: {
    /**
     * 가장 작은 화면(휴대폰)의 시작 너비입니다.
     */
    xs: number;
    /**
     * 작은 화면(큰 휴대폰)의 시작 너비입니다.
     */
    sm: number;
    /**
     * 중간 화면(태블릿)의 시작 너비입니다. 이보다 좁으면 메뉴가 단추로 바뀝니다.
     */
    md: number;
    /**
     * 큰 화면(노트북)의 시작 너비입니다.
     */
    lg: number;
    /**
     * 아주 큰 화면(데스크톱)의 시작 너비입니다.
     */
    xl: number;
  };
}
/**
 * 여러 화면에 쓰이는 짧은 문구입니다. 모든 사이트에 필요한 문구(본문 바로가기, 메뉴 단추, 없는 주소 안내 등)와, 그 문구를 보여 주는 섹션을 쓸 때만 필요한 문구가 있습니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Labels".
 */
export interface Labels {
  skipToContent: Name;
  openMenu: Name;
  closeMenu: Name;
  nextSection?: Name;
  sectionNavigation?: Name;
  equipmentHeading?: Name;
  applicationsHeading?: Name;
  examplesHeading?: Name;
  comingSoon?: Text;
  sectionPageLink?: Name;
  contactInvite?: Text;
  contactInviteLink?: Name;
  notFoundTitle: Title;
  notFoundMessage: Text;
  notFoundLink: Name;
  mapFallback?: Text;
  openKakaoMap?: Name;
  openNaverMap?: Name;
  /**
   * 회사 정보를 보여 줄 때 각 항목 앞에 붙는 이름입니다.
   */
  company: {
    name: Name;
    representative?: Name;
    businessNumber?: Name;
    address: Name;
    lot?: Name;
    road?: Name;
    phone: Name;
    fax?: Name;
    email: Name;
    hours?: Name;
  };
  mainNavigation?: Name;
  outsideLink?: Name;
  languageSwitch?: Name;
  openingHours?: OpeningHoursLabels;
}
/**
 * 영업 시간을 보여 줄 때 쓰는 말입니다. 회사 정보에 영업 시간을 적었다면 꼭 씁니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "OpeningHoursLabels".
 */
export interface OpeningHoursLabels {
  weekdays: Name;
  closed: Name;
  publicHolidays: Name;
  break: Name;
  separator: Name;
}
/**
 * 문의 양식(대화 상자와 페이지 안 양식)의 글자입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryFormText".
 */
export interface InquiryFormText {
  dialogTitle: Title;
  /**
   * 양식에서 방문자가 채우는 칸들입니다. 위에서부터 이 순서로 보입니다. 칸마다 영문 이름, 종류, 필수 여부, 글자 수, 칸 이름과 도움말을 정합니다. 동의 칸은 여기 넣지 않습니다(아래의 개인정보 동의 안내). 브라우저와 서버가 이 목록 하나로 검사하고, 저장할 때 칸 이름도 함께 남깁니다.
   *
   * @minItems 1
   */
  fields: [InquiryField, ...InquiryField[]];
  submit: Name;
  cancel: Name;
  close: Name;
  newInquiry: Name;
  messageCount: Text;
  messageCut: Text;
  href: Href;
  delivery?: InquiryDelivery;
  /**
   * 서버가 문의를 받을 때마다 알림 메일을 보낼 연구소의 이메일 주소입니다. 서버에 SMTP_URL도 있어야 보냅니다. 문의한 분에게는 메일을 보내지 않습니다.
   */
  mailRecipient?: string;
  /**
   * 문의를 보관하는 날 수입니다. 이보다 오래된 문의는 서버가 하루에 한 번 지웁니다. 동의 안내의 보관 기간과 같게 적으세요. 예: 365
   */
  retentionDays: number;
  consent: InquiryConsent;
  status: InquiryStatusText;
  receipt: InquiryReceiptText;
}
/**
 * 방문자가 글을 적는 칸입니다. 종류는 한 줄 글, 전화번호(국내·해외 번호 모두), 이메일 주소, 여러 줄 글(최대 글자 수에 가까워지면 글자 수가 보입니다) 가운데 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryTextField".
 */
export interface InquiryTextField {
  key: InquiryFieldKey;
  /**
   * "text"는 한 줄 글(200자까지), "tel"은 전화번호(40자까지), "email"은 이메일 주소(254자까지), "longText"는 여러 줄 글(5,000자까지)입니다.
   */
  type: 'text' | 'tel' | 'email' | 'longText';
  label: Name;
  help?: Text;
  placeholder?: Text;
  /**
   * true로 쓰면 이 칸을 채워야 보낼 수 있습니다. 쓰지 않으면 선택 칸입니다.
   */
  required?: boolean;
  /**
   * 적어도 이만큼은 적어야 하는 글자 수입니다(선택). 비워 둔 선택 칸에는 적용되지 않습니다.
   */
  minLength?: number;
  /**
   * 적을 수 있는 가장 많은 글자 수입니다(선택). 쓰지 않거나 종류의 한도보다 크면 종류의 한도(한 줄 글 200, 전화번호 40, 이메일 254, 여러 줄 글 5,000)가 됩니다.
   */
  maxLength?: number;
  /**
   * 브라우저가 저장해 둔 값으로 채워 줄 정보의 종류입니다(선택): 회사 이름, 사람 이름, 전화번호, 이메일, 주소, 또는 채워 주지 않음.
   */
  autocomplete?: ('organization' | 'name' | 'tel' | 'email' | 'street-address' | 'off') & string;
  /**
   * true로 쓰면 넓은 화면에서도 칸이 한 줄을 다 차지합니다. 쓰지 않으면 한 줄 글·전화·이메일 칸은 두 개씩 나란히 놓입니다(여러 줄 글은 늘 한 줄 전체).
   */
  wide?: boolean;
}
/**
 * 정해 둔 항목 가운데 하나를 고르는 칸입니다. 목록 상자(select)나 동그라미 단추(radios)로 보입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryChoiceField".
 */
export interface InquiryChoiceField {
  key: InquiryFieldKey;
  /**
   * 고르기 칸입니다.
   */
  type: 'choice';
  label: Name;
  help?: Text;
  placeholder?: Text;
  /**
   * true로 쓰면 하나를 골라야 보낼 수 있습니다.
   */
  required?: boolean;
  /**
   * select: 목록 상자, radios: 모든 항목이 보이는 동그라미 단추. 쓰지 않으면 select입니다.
   */
  display?: 'select' | 'radios';
  /**
   * 고를 수 있는 항목들입니다. 이 순서로 보입니다.
   *
   * @minItems 1
   */
  options: [InquiryChoiceOption, ...InquiryChoiceOption[]];
}
/**
 * 고르기 칸의 항목 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryChoiceOption".
 */
export interface InquiryChoiceOption {
  /**
   * 항목을 가리키는 바뀌지 않는 영문 이름입니다(영문자·숫자·-). 양식이 이 이름을 보냅니다. 예: "scaling"
   */
  key: string;
  label: Name;
}
/**
 * 방문자가 체크하거나 비워 두는 칸 하나입니다. 예: "문자로 안내받기"
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryCheckboxField".
 */
export interface InquiryCheckboxField {
  key: InquiryFieldKey;
  /**
   * 체크 칸입니다.
   */
  type: 'checkbox';
  label: Name;
  help?: Text;
  /**
   * true로 쓰면 체크해야 보낼 수 있습니다.
   */
  required?: boolean;
}
/**
 * npm start로 띄운 이 사이트의 서버(POST /api/inquiries)로 보냅니다. 문의가 데이터베이스에 저장되고, 직원용 문의함(/admin)에서 봅니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DeliveryApi".
 */
export interface DeliveryApi {
  /**
   * npm start로 띄운 이 사이트의 서버(POST /api/inquiries)로 보냅니다. 문의가 데이터베이스에 저장되고, 직원용 문의함(/admin)에서 봅니다.
   */
  mode: 'api';
}
/**
 * 같은 내용(JSON)을 다른 주소로 보냅니다. 사이트를 CDN에 올리고 문의를 받는 서버를 따로 둘 때 씁니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DeliveryEndpoint".
 */
export interface DeliveryEndpoint {
  /**
   * 같은 내용(JSON)을 다른 주소로 보냅니다. 사이트를 CDN에 올리고 문의를 받는 서버를 따로 둘 때 씁니다.
   */
  mode: 'endpoint';
  /**
   * 문의를 받을 https:// 주소입니다. 예: "https://api.kmac-lab.co.kr/api/inquiries"
   */
  url: string;
}
/**
 * 서버 없이, 방문자의 메일 프로그램을 열어 제목과 내용을 채워 줍니다. 방문자가 메일을 보내야 접수되고, 안내 글도 그렇게 말합니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DeliveryMailto".
 */
export interface DeliveryMailto {
  /**
   * 서버 없이, 방문자의 메일 프로그램을 열어 제목과 내용을 채워 줍니다. 방문자가 메일을 보내야 접수되고, 안내 글도 그렇게 말합니다.
   */
  mode: 'mailto';
  /**
   * 메일의 받는 사람입니다. 예: "contact@kmac-lab.co.kr"
   */
  address: string;
}
/**
 * 개발할 때만 씁니다. 문의를 아무 데도 보내지 않고 브라우저 콘솔에 적습니다. npm run validate가 경고하고, 빌드도 알려 줍니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DeliveryConsole".
 */
export interface DeliveryConsole {
  /**
   * 개발할 때만 씁니다. 문의를 아무 데도 보내지 않고 브라우저 콘솔에 적습니다. npm run validate가 경고하고, 빌드도 알려 줍니다.
   */
  mode: 'console';
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryConsent".
 */
export interface InquiryConsent {
  heading: Title;
  purpose: Text;
  items: Text;
  retention: Text;
  refusal: Text;
  label: Text;
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryStatusText".
 */
export interface InquiryStatusText {
  sending: Name;
  sent: Text;
  mailtoOpened: Text;
  consoleOnly: Text;
  invalid: Text;
  tooMany: Text;
  offline: Text;
  failed: Text;
  retry: Name;
  otherWays: Text;
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "InquiryReceiptText".
 */
export interface InquiryReceiptText {
  title: Title;
  body: Paragraphs;
  referenceLabel: Name;
  backLink: Name;
}
/**
 * 모든 페이지 맨 아래의 바닥글입니다. 회사 정보는 회사 정보 양식에서 가져옵니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Footer".
 */
export interface Footer {
  copyright: Text;
  /**
   * 바닥글 링크 목록입니다(예: 개인정보처리방침).
   */
  links?: Link[];
}
/**
 * 글자와 주소로 된 링크입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Link".
 */
export interface Link {
  label: Name;
  href: Href;
}
/**
 * 머리글의 메뉴 그룹 하나입니다. 이름, 주소, 하위 메뉴를 가집니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "MenuGroup".
 */
export interface MenuGroup {
  label: Name;
  href: MenuHref;
  /**
   * 하위 메뉴 목록입니다. 메뉴 위에 마우스를 올리면 보입니다. 빈 목록이면 펼쳐지는 하위 메뉴 없이 이름만 있는 링크가 됩니다. 이 목록을 적지 않으면 메뉴 그룹 주소의 페이지에서 이름이 있는 섹션(분야 페이지의 탭)마다 하위 메뉴가 하나씩 그 섹션의 이름으로 저절로 생겨, 탭을 더하거나 빼면 메뉴도 따라 바뀝니다. 적으면 적은 목록이 그대로 쓰입니다(빈 목록이면 하위 메뉴가 없습니다).
   */
  subItems?: MenuSubItem[];
}
/**
 * 하위 메뉴 하나입니다. 페이지 안의 한 섹션으로 이어집니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "MenuSubItem".
 */
export interface MenuSubItem {
  label: Name;
  href?: string;
  hash: string;
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "HeaderButton".
 */
export interface HeaderButton {
  label: Name;
  href: MenuHref;
  hash?: string;
}
/**
 * 사이트의 페이지 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Route".
 */
export interface Route {
  path: Path;
  title: Title;
  description: Text;
  page: PageNode;
}
/**
 * 홈 화면처럼 섹션을 한 화면씩 넘겨 보는 페이지입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "FullPageScroller".
 */
export interface FullPageScroller {
  /**
   * 페이지 종류: 한 화면씩 넘기는 페이지입니다.
   */
  type: 'fullPageScroller';
  /**
   * 차례로 넘겨 볼 섹션 목록입니다. 섹션마다 배경을 정할 수 있습니다.
   *
   * @minItems 1
   */
  sections: [SectionNode, ...SectionNode[]];
}
/**
 * 홈의 첫 화면입니다. 사이트 이름, 영문 부제, 대표 문구, 소개 글(사이트 정보에서 가져옴)과 바로가기 타일을 보여 줍니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Hero".
 */
export interface Hero {
  /**
   * 섹션 모양: 첫 화면입니다.
   */
  type: 'hero';
  id: Hash;
  label?: Name;
  background?: Background;
  /**
   * 바로가기 타일 목록입니다.
   *
   * @minItems 1
   * @maxItems 6
   */
  tiles:
    | [HeroTile]
    | [HeroTile, HeroTile]
    | [HeroTile, HeroTile, HeroTile]
    | [HeroTile, HeroTile, HeroTile, HeroTile]
    | [HeroTile, HeroTile, HeroTile, HeroTile, HeroTile]
    | [HeroTile, HeroTile, HeroTile, HeroTile, HeroTile, HeroTile];
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Background".
 */
export interface Background {
  color: Color;
  image?: ImagePath;
}
/**
 * 홈 첫 화면의 바로가기 타일 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "HeroTile".
 */
export interface HeroTile {
  label: Name;
  description: Text;
  href: string;
  icon: Image;
}
/**
 * 회사 소개 글, 회사 정보(회사 정보 양식에서 가져옴), 문의하기 단추로 된 섹션입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "CompanyContact".
 */
export interface CompanyContact {
  /**
   * 섹션 모양: 회사 연락처 소개입니다.
   */
  type: 'companyContact';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro: Paragraphs;
  buttonLabel: Name;
}
/**
 * 대표 인사말 섹션입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Greeting".
 */
export interface Greeting {
  /**
   * 섹션 모양: 인사말입니다.
   */
  type: 'greeting';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  heading?: Title;
  paragraphs: Paragraphs;
  signature: Name;
  image?: Image;
}
/**
 * 협력사 목록(협력사 양식에서 가져옴)을 보여 주는 섹션입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Partners".
 */
export interface Partners {
  /**
   * 섹션 모양: 협력사입니다.
   */
  type: 'partners';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Text;
}
/**
 * 지도(지도 양식에서 가져옴)와 주소를 보여 주는 섹션입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Location".
 */
export interface Location {
  /**
   * 섹션 모양: 오시는 길입니다.
   */
  type: 'location';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  /**
   * 찾아오는 방법 안내 문단입니다(선택).
   */
  directions?: Paragraph[];
}
/**
 * 문의 양식 섹션입니다(글자는 문의 양식에서 가져옴).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Inquiry".
 */
export interface Inquiry {
  /**
   * 섹션 모양: 문의하기입니다.
   */
  type: 'inquiry';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Text;
  /**
   * true로 쓰면 양식 옆에 회사 연락처(상호, 대표자, 사업자등록번호, 주소, 전화, 이메일)를 함께 보여 줍니다.
   */
  withContactDetails?: boolean;
}
/**
 * 회사 정보(회사 정보 양식에서 가져옴)를 보여 주는 섹션입니다. 전화와 이메일은 누르면 바로 연결됩니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ContactDetails".
 */
export interface ContactDetails {
  /**
   * 섹션 모양: 연락처입니다.
   */
  type: 'contactDetails';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
}
/**
 * 제목, 문단, 링크로 된 일반 글 섹션입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TextBlock".
 */
export interface TextBlock {
  /**
   * 섹션 모양: 글 상자입니다.
   */
  type: 'textBlock';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  paragraphs: Paragraphs;
  /**
   * 번호를 붙여 보여 줄 단계 목록입니다(선택). 예: 의뢰 절차
   */
  steps?: Text[];
  /**
   * 본문 아래 링크 목록입니다(선택).
   */
  links?: Link[];
}
/**
 * 질문과 답을 차례로 보여 주는 섹션입니다. 질문을 누르면 그 답이 펼쳐지고(자바스크립트 없이도), 검색 엔진에는 같은 질문과 답을 FAQPage 구조화 데이터로 알립니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Faq".
 */
export interface Faq {
  /**
   * 섹션 모양: 자주 묻는 질문입니다.
   */
  type: 'faq';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  /**
   * 질문과 답의 목록입니다. 적은 순서대로 보입니다.
   *
   * @minItems 1
   */
  questions: [FaqQuestion, ...FaqQuestion[]];
}
/**
 * 자주 묻는 질문 하나와 그 답입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "FaqQuestion".
 */
export interface FaqQuestion {
  question: Text;
  answer: Paragraph;
}
/**
 * 사진 여러 장을 격자로 보여 주는 섹션입니다(휴대폰에서는 한두 장, 넓은 화면에서는 세 장씩 한 줄). 사진마다 적어 둔 가로·세로 크기로 자리를 먼저 잡아, 사진을 불러오는 동안 화면이 움직이지 않습니다. 사진을 누르면 가장 큰 크기의 사진이 열립니다(자바스크립트 없이).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Gallery".
 */
export interface Gallery {
  /**
   * 섹션 모양: 사진 모음입니다.
   */
  type: 'gallery';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  /**
   * 보여 줄 사진입니다. 적은 순서대로 왼쪽에서 오른쪽, 위에서 아래로 놓입니다.
   *
   * @minItems 1
   */
  images: [GalleryImage, ...GalleryImage[]];
}
/**
 * 사진 모음의 사진 한 장과 그 아래의 설명입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "GalleryImage".
 */
export interface GalleryImage {
  image: Image;
  caption?: Text;
}
/**
 * 유튜브(YouTube)나 비메오(Vimeo)의 동영상 하나를 보여 주는 섹션입니다. 처음에는 대표 그림과 재생 단추만 보이고, 방문자가 누르기 전에는 다른 사이트에서 아무것도 불러오지 않습니다(방문자의 정보가 넘어가지 않습니다). 누르면 그 자리에서 동영상이 재생되고, 자바스크립트가 꺼져 있으면 유튜브·비메오의 동영상 페이지가 열립니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Video".
 */
export interface Video {
  /**
   * 섹션 모양: 동영상입니다.
   */
  type: 'video';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  url: VideoUrl;
  poster: Image;
}
/**
 * 제목과 글로 된 카드를 바둑판처럼 늘어놓는 섹션입니다. 서비스, 가격, 인증서처럼 같은 모양의 것 여럿을 보여 줄 때 씁니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Cards".
 */
export interface Cards {
  /**
   * 섹션 모양: 카드 목록입니다.
   */
  type: 'cards';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  /**
   * 카드의 목록입니다. 적은 순서대로, 넓은 화면에서는 한 줄에 셋, 태블릿에서는 둘, 휴대폰에서는 하나씩 놓입니다.
   *
   * @minItems 1
   */
  cards: [Card, ...Card[]];
}
/**
 * 카드 하나입니다. 제목과 글, 그리고 고를 수 있는 그림, 표시 글, 가격, 링크로 됩니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Card".
 */
export interface Card {
  title: Title;
  text: Paragraph;
  image?: Image;
  badge?: Name;
  price?: Name;
  href?: Href;
}
/**
 * 사람마다 사진, 이름, 직책, 자격, 짧은 소개를 보여 주는 섹션입니다. 연구진, 임직원, 전문가 소개에 씁니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "People".
 */
export interface People {
  /**
   * 섹션 모양: 사람 소개입니다.
   */
  type: 'people';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  /**
   * 소개할 사람의 목록입니다. 적은 순서대로 보입니다.
   *
   * @minItems 1
   */
  people: [Person, ...Person[]];
}
/**
 * 소개할 사람 한 명입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Person".
 */
export interface Person {
  name: Name;
  role: Text;
  photo?: Image;
  /**
   * 학위, 자격증, 경력처럼 짧게 쓰는 자격의 목록입니다(선택). 예: "재료공학 박사"
   */
  qualifications?: Text[];
  bio?: Paragraph;
}
/**
 * 머리 행과 줄로 된 표를 보여 주는 섹션입니다. 휴대폰에서는 페이지를 넓히지 않고 표만 옆으로 밀어 봅니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Table".
 */
export interface Table {
  /**
   * 섹션 모양: 표입니다.
   */
  type: 'table';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  caption: Text;
  /**
   * 표 맨 위 줄, 열마다의 이름입니다. 예: 분석 항목, 기간, 비용
   *
   * @minItems 1
   */
  header: [Text, ...Text[]];
  /**
   * 표의 줄 목록입니다. 줄마다 칸의 수가 머리 행의 칸 수와 같아야 합니다. 좁은 화면에서는 표를 옆으로 밀어 봅니다.
   *
   * @minItems 1
   */
  rows: [TableRow, ...TableRow[]];
}
/**
 * 표의 줄 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TableRow".
 */
export interface TableRow {
  /**
   * 이 줄의 칸들입니다. 머리 행과 같은 순서, 같은 수로 씁니다. 빈칸은 "-"처럼 씁니다.
   *
   * @minItems 1
   */
  cells: [Text, ...Text[]];
}
/**
 * 제목, 짧은 설명과 단추 한두 개로 방문자에게 다음 할 일(의뢰, 문의)을 권하는 섹션입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "CallToAction".
 */
export interface CallToAction {
  /**
   * 섹션 모양: 행동 권유입니다.
   */
  type: 'callToAction';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  text?: Paragraph;
  /**
   * 단추 한두 개입니다. 첫 단추가 눈에 띄는 주 단추, 둘째가 보조 단추가 되는 것이 보통입니다.
   *
   * @minItems 1
   * @maxItems 2
   */
  buttons: [ActionButton] | [ActionButton, ActionButton];
}
/**
 * 링크로 가는 단추 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ActionButton".
 */
export interface ActionButton {
  label: Name;
  href: Href;
  /**
   * "primary"는 색을 채운 주 단추, "secondary"는 테두리만 있는 보조 단추입니다. 쓰지 않으면 주 단추입니다.
   */
  style?: 'primary' | 'secondary';
}
/**
 * 그림 한 장과 제목, 문단을 나란히 보여 주는 섹션입니다. 넓은 화면에서는 그림이 왼쪽이나 오른쪽에, 휴대폰에서는 글 위에 놓입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ImageText".
 */
export interface ImageText {
  /**
   * 섹션 모양: 그림과 글입니다.
   */
  type: 'imageText';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  image: Image;
  /**
   * 넓은 화면에서 그림이 놓일 쪽입니다: "left"(왼쪽) 또는 "right"(오른쪽). 쓰지 않으면 왼쪽입니다. 휴대폰에서는 언제나 그림이 글 위에 놓입니다.
   */
  imageSide?: 'left' | 'right';
  paragraphs: Paragraphs;
  link?: Link;
}
/**
 * 방문자가 내려받을 파일(PDF, 한글 HWP·HWPX, 워드 DOCX, 엑셀 XLSX)의 목록을 보여 주는 섹션입니다. 파일은 public 폴더에 넣고, 파일 종류와 크기는 사이트를 만들 때 파일에서 읽어 함께 보여 줍니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Files".
 */
export interface Files {
  /**
   * 섹션 모양: 내려받기 파일 목록입니다.
   */
  type: 'files';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  /**
   * 내려받을 파일의 목록입니다. 적은 순서대로 보입니다.
   *
   * @minItems 1
   */
  files: [DownloadFile, ...DownloadFile[]];
}
/**
 * 내려받을 파일 하나입니다. 이름, public 폴더 안의 경로, 짧은 설명(선택)을 적습니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DownloadFile".
 */
export interface DownloadFile {
  label: Text;
  path: DownloadPath;
  description?: Paragraph;
}
/**
 * 날짜가 있는 공지 글을 최신순으로, 해마다 묶어 보여 주는 섹션입니다. 글마다 이 페이지의 주소 아래에 자기 페이지(예: "/notice/2026-year-end-closing")가 생기고, 언어마다 구독 피드(Atom, 페이지 주소 뒤에 "/feed.xml")가 만들어집니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NoticeBoard".
 */
export interface NoticeBoard {
  /**
   * 섹션 모양: 공지사항 게시판입니다.
   */
  type: 'noticeBoard';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  intro?: Paragraph;
  backLink: Name;
  filesTitle: Name;
  /**
   * 공지 글 목록입니다. 적는 순서와 상관없이 게시일의 최신순으로 보입니다.
   *
   * @minItems 1
   */
  posts: [NoticePost, ...NoticePost[]];
}
/**
 * 날짜가 있는 공지 글 하나입니다. 게시판 목록에 날짜순으로 보이고, 글마다 자기 주소의 페이지가 생깁니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NoticePost".
 */
export interface NoticePost {
  slug: NoticeSlug;
  title: Title;
  date: NoticeDate;
  updated?: NoticeDate;
  summary?: Text;
  body: Paragraphs;
  image?: Image;
  /**
   * 글 아래에 붙이는 내려받기 파일입니다(내려받기 파일 섹션의 파일과 같이 씁니다: 이름, public 폴더 안의 경로, 설명). 종류와 크기가 이름 옆에 보이고, 파일이 없거나 종류가 맞지 않으면 검사에서 알려 줍니다.
   */
  files?: DownloadFile[];
  /**
   * 본문 아래에 보여 줄 관련 페이지 링크 목록입니다(선택). 예: 새로 들인 장비의 안내 페이지
   */
  links?: Link[];
}
/**
 * 공지사항 게시판의 최근 글 몇 개를 날짜와 함께 보여 주는 섹션입니다. 글마다 그 글의 페이지로, 아래의 링크는 게시판 목록으로 이어집니다. 어느 페이지에나(홈에도) 넣을 수 있습니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "LatestNotices".
 */
export interface LatestNotices {
  /**
   * 섹션 모양: 최근 공지입니다.
   */
  type: 'latestNotices';
  id: Hash;
  label?: Name;
  background?: Background;
  title: Title;
  /**
   * 보여 줄 최근 글의 수입니다(1–10).
   */
  count: number;
  moreLabel: Name;
}
/**
 * 배너 아래에 섹션을 위에서 아래로 차례로 쌓은 페이지입니다. 배너 없이 첫 화면 섹션으로 시작할 수도 있습니다(예: 한 화면씩 넘기지 않는 홈).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "StackedPage".
 */
export interface StackedPage {
  /**
   * 페이지 종류: 섹션을 쌓은 페이지입니다.
   */
  type: 'stackedPage';
  banner?: Banner;
  /**
   * 위에서 아래로 보일 섹션 목록입니다.
   *
   * @minItems 1
   */
  sections: [SectionNode, ...SectionNode[]];
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Banner".
 */
export interface Banner {
  title: Title;
  lead?: Text;
  image?: ImagePath;
}
/**
 * 배너, 분야 탭 메뉴, 선택된 분야의 내용으로 된 페이지입니다(분석기술, 분석장비, 분석사례).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "CategoryPage".
 */
export interface CategoryPage {
  /**
   * 페이지 종류: 분야 페이지입니다.
   */
  type: 'categoryPage';
  banner: Banner;
  /**
   * 분야 탭 목록입니다. 주소 끝에 탭 주소 이름이 붙어 있으면 그 탭이 선택됩니다.
   *
   * @minItems 1
   */
  sections: [CategorySection, ...CategorySection[]];
}
/**
 * 분야 페이지의 탭 하나입니다. 제목, 설명, 그림과 장비 탭 목록을 가집니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "EquipmentGroup".
 */
export interface EquipmentGroup {
  /**
   * 섹션 모양: 장비 묶음입니다.
   */
  type: 'equipmentGroup';
  id: Hash;
  label: Name;
  title: Title;
  body?: Paragraphs;
  image?: Image;
  /**
   * 장비 탭 목록입니다. 순서대로 탭이 만들어집니다. 장비만 고르면 탭에 그 장비의 탭 이름이 보이고, 탭에 이름을 따로 적으면 이 탭에만 그 이름이 보입니다.
   */
  instruments: InstrumentTab[];
}
/**
 * 분석사례 페이지의 탭 하나입니다. 내용은 분석 사례 목록에 있는 사례에서 가져옵니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "CaseStudy".
 */
export interface CaseStudy {
  /**
   * 섹션 모양: 분석 사례 탭입니다.
   */
  type: 'caseStudy';
  id: Hash;
  label: Name;
  case: string;
}
/**
 * 분석 장비 하나입니다. 여러 페이지에서 장비 고유 이름으로 부릅니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Instrument".
 */
export interface Instrument {
  id: Id;
  label: Name;
  korName?: Name;
  /**
   * 장비의 영문 전체 이름입니다. 예: "Inductively Coupled Plasma Optical Emission Spectrometer"
   */
  subName: string;
  /**
   * 이 장비 종류로 보유한 실제 장비(모델) 목록입니다. 준비 중이면 목록을 비워 둡니다.
   */
  equips: Equipment[];
  /**
   * 주요 적용 분야 목록입니다(선택). 체크 표시와 함께 보입니다.
   */
  applications?: Text[];
  /**
   * 참고 자료(분석 예시) 목록입니다(선택).
   */
  examples?: Example[];
}
/**
 * 보유한 장비 모델 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Equipment".
 */
export interface Equipment {
  /**
   * 제조사와 모델명입니다. 예: "Thermo Fisher iCAP PRO"
   */
  modelName: string;
  image: Image;
  /**
   * 장비 사양입니다. 항목 하나가 한 줄로 보입니다.
   *
   * @minItems 1
   */
  specification: [Paragraph, ...Paragraph[]];
}
/**
 * 분석 예시 자료 하나입니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Example".
 */
export interface Example {
  image: Image;
  title: Title;
  description?: Paragraph;
}
/**
 * 분석 사례 하나입니다. 분석사례 페이지에서 사례 고유 이름으로 부릅니다.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "AnalysisCase".
 */
export interface AnalysisCase {
  id: Id;
  title: Title;
  body: Paragraphs;
  image: Image;
  /**
   * 이 사례에서 쓰는 장비 탭 목록입니다(선택). 장비만 고르면 탭에 그 장비의 탭 이름이 보이고, 탭에 이름을 따로 적으면 이 탭에만 그 이름이 보입니다.
   */
  instruments?: InstrumentTab[];
}
