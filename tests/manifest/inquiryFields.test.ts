import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

// The valid fixture's form: company (line 118), phone (119), email (120), message (121).
const PHONE = '{ "key": "phone", "type": "tel", "label": "연락처", "required": true, "autocomplete": "tel" }';

describe('the inquiry form’s field list', () => {
  it('a key used twice, at the second field, naming the line of the first', async () => {
    expect(await reportFor(edited('{ "key": "phone"', '{ "key": "company"'))).toEqual([
      "site.json:119:16  문의 양식 › 연락처 › 칸 영문 이름: 문의 양식의 칸 이름(key) 'company'이(가) 두 번 쓰였습니다. 처음 쓴 곳은 118행입니다.",
      '  → 칸마다 다른 key를 쓰세요. 양식이 key로 값을 보내고, 저장된 문의도 key로 칸을 구별합니다.  (/inquiryForm/fields/1/key)',
    ]);
  });

  it('a key the form itself uses, by the key’s pattern', async () => {
    const report = await reportFor(edited('{ "key": "phone"', '{ "key": "page"'));
    expect(report[0]).toMatch(/^site\.json:119:\d+ .*consent, page, website는 양식이 이미 쓰므로 쓸 수 없습니다/);
  });

  it('an option key used twice in one choice, in English too', async () => {
    const choice =
      '{ "key": "visit", "type": "choice", "label": "방문", "options": [{ "key": "am", "label": "오전" }, { "key": "am", "label": "오후" }] }';
    const text = edited(PHONE, `${PHONE.slice(0, -2)} },\n      ${choice}`);
    expect(await reportFor(text, 'en')).toEqual([
      "site.json:120:111  inquiryForm › 방문 › 오후 › key: The option key 'am' is used twice in this choice; it was first used on line 120.",
      '  → Give each option its own key: the visitor’s choice is told by it.  (/inquiryForm/fields/2/options/1/key)',
    ]);
  });

  it('a minimum length over the field’s maximum, its kind’s when it names none', async () => {
    const text = edited(PHONE, PHONE.replace('"required": true', '"required": true, "minLength": 41'));
    expect(await reportFor(text)).toEqual([
      'site.json:119:87  문의 양식 › 연락처 › 최소 글자 수: 최소 글자 수(41)가 최대 글자 수(40)보다 큽니다. 이 칸은 아무도 채울 수 없습니다.',
      '  → 최소 글자 수를 줄이거나 최대 글자 수를 늘리세요.  (/inquiryForm/fields/1/minLength)',
    ]);
  });

  it('an autofill kind it does not know, once, naming the kinds there are and the nearest', async () => {
    const report = await reportFor(edited('"autocomplete": "tel"', '"autocomplete": "phone"'));
    expect(report).toHaveLength(2);
    expect(report[0]).toMatch(/^site\.json:119:\d+ /u);
    for (const value of ['"organization"', '"name"', '"tel"', '"email"', '"street-address"', '"off"'])
      expect(report.join('\n')).toContain(value);
  });
});
