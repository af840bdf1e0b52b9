import { TranslatableString, englishStringTranslator } from '@rjsf/utils';

// What the schema says the editor cannot draw: the field's id and rjsf's reason are developer words, so staff read where to turn.
const CANNOT_EDIT = '이 칸은 편집기에서 고칠 수 없습니다. 개발 담당자에게 알려 주세요.';

const KOREAN: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '항목',
  [TranslatableString.EmptyArray]: '아직 항목이 없습니다. 아래 추가 단추로 더하세요.',
  [TranslatableString.YesLabel]: '예',
  [TranslatableString.NoLabel]: '아니요',
  [TranslatableString.CloseLabel]: '닫기',
  [TranslatableString.ErrorsLabel]: '문제',
  [TranslatableString.AddButton]: '추가',
  [TranslatableString.AddItemButton]: '추가',
  [TranslatableString.CopyButton]: '복사',
  [TranslatableString.MoveDownButton]: '아래로',
  [TranslatableString.MoveUpButton]: '위로',
  [TranslatableString.RemoveButton]: '삭제',
  [TranslatableString.ClearButton]: '지우기',
  [TranslatableString.OptionalObjectAdd]: '추가',
  [TranslatableString.OptionalObjectRemove]: '빼기',
  [TranslatableString.OptionalObjectEmptyMsg]: '비어 있음',
  [TranslatableString.Type]: '종류',
  [TranslatableString.Value]: '값',
  [TranslatableString.OptionPrefix]: '종류 %1',
  [TranslatableString.TitleOptionPrefix]: '%1 종류 %2',
  [TranslatableString.NowLabel]: '지금',
  [TranslatableString.ClearLabel]: '지우기',
  [TranslatableString.AriaDateLabel]: '날짜 고르기',
  [TranslatableString.PreviewLabel]: '미리보기',
  [TranslatableString.DecrementAriaLabel]: '1 줄이기',
  [TranslatableString.IncrementAriaLabel]: '1 늘리기',
  [TranslatableString.KeyLabel]: '%1 이름',
  [TranslatableString.DeprecatedLabel]: '%1 (더 이상 쓰지 않음)',
  [TranslatableString.FilesInfo]: '%1 (%2, %3바이트)',
  [TranslatableString.MissingItems]: '이 목록은 편집기에서 고칠 수 없습니다. 개발 담당자에게 알려 주세요.',
  [TranslatableString.UnknownFieldType]: CANNOT_EDIT,
  [TranslatableString.InvalidObjectField]: CANNOT_EDIT,
  [TranslatableString.UnsupportedField]: CANNOT_EDIT,
  [TranslatableString.UnsupportedFieldWithId]: CANNOT_EDIT,
  [TranslatableString.UnsupportedFieldWithReason]: CANNOT_EDIT,
  [TranslatableString.UnsupportedFieldWithIdAndReason]: CANNOT_EDIT,
  [TranslatableString.CycleDetected]: CANNOT_EDIT,
  [TranslatableString.ExpandButton]: '펼치기',
};

/** rjsf's own words in Korean; anything not listed falls back to English rather than to nothing. */
export function koreanString(key: TranslatableString, params?: string[]): string {
  const korean = KOREAN[key];
  return korean ? englishStringTranslator(korean as TranslatableString, params) : englishStringTranslator(key, params);
}
