import { TranslatableString, englishStringTranslator } from '@rjsf/utils';

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
};

/** rjsf's own words in Korean; anything not listed falls back to English rather than to nothing. */
export function koreanString(key: TranslatableString, params?: string[]): string {
  const korean = KOREAN[key];
  return korean ? englishStringTranslator(korean as TranslatableString, params) : englishStringTranslator(key, params);
}
