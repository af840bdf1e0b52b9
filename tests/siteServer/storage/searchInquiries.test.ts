import { describe, expect, it } from 'vitest';
import { sampleInquiry, tempStore } from './tempStore';

describe('search', () => {
  it('ignores spaces, letter case and hyphens in the text and in the query', async () => {
    const { store } = await tempStore();
    const [mobile, phone, acme, cafe, full] = [
      sampleInquiry({ company: '모바일소재' }),
      sampleInquiry({ company: '다온', phone: '02-1234-5678' }),
      sampleInquiry({ company: 'acme korea' }),
      sampleInquiry({ company: 'Café Élan' }),
      sampleInquiry({ company: 'ＡＢＣ화학' }),
    ].map((inquiry) => store.add(inquiry).id);
    const found = (search: string) => store.list({ search }).items.map((item) => item.id);
    expect(found('모바일 소재')).toEqual([mobile]);
    expect(found('0212345678')).toEqual([phone]);
    expect(found('02 1234 5678')).toEqual([phone]);
    expect(found('ACME')).toEqual([acme]);
    expect(found('AcmeKorea')).toEqual([acme]);
    expect(found('élan')).toEqual([cafe]);
    expect(found('CAFÉ')).toEqual([cafe]);
    expect(found('abc')).toEqual([full]);
    expect(store.list({ search: '모바일 소재' }).total).toBe(1);
  });

  it('treats % and _ as text, and a query of only spaces and hyphens as no search', async () => {
    const { store } = await tempStore();
    const percent = store.add(sampleInquiry({ message: '수율 50% 이상' })).id;
    store.add(sampleInquiry({ message: '수율 500 이상' }));
    expect(store.list({ search: '50%' }).items.map((item) => item.id)).toEqual([percent]);
    expect(store.list({ search: ' - ' }).total).toBe(2);
  });
});
