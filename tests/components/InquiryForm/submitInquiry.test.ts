import { afterEach, expect, it, vi } from 'vitest';
import { submitInquiry } from '../../../src/components/InquiryForm/submitInquiry';

afterEach(() => vi.restoreAllMocks());

it('logs the inquiry as one console.info line holding every value', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const values = { company: '한빛소재', phone: '042-123-4567', email: 'qa@hanbit.example', message: '도금층 "변색" 분석' };
  await submitInquiry(values);
  expect(info).toHaveBeenCalledOnce();
  const [line] = info.mock.calls[0] as [string];
  expect(line).toMatch(/^\[inquiry\] /);
  expect(JSON.parse(line.replace('[inquiry] ', ''))).toEqual(values);
});
