import { describe, expect, it } from 'vitest';
import { editorApi } from '../../../src/editor/app/editorApi';
import { stubFetch } from '../../components/InquiryForm/inquiryFixture';

const fetchMock = stubFetch();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('editorApi', () => {
  it('sends a save as the contract says and tells a save, a conflict and an invalid draft apart', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { version: 'v2', changed: true }));
    expect(await editorApi.save({ a: 1 }, 'v1')).toEqual({ status: 'saved', answer: { version: 'v2', changed: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/document');
    expect(init).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toEqual({ manifest: { a: 1 }, baseVersion: 'v1' });

    fetchMock.mockResolvedValueOnce(answer(409, { code: 'changed-on-disk', text: '{}\n', version: 'v3' }));
    expect(await editorApi.save({}, 'v1')).toMatchObject({ status: 'conflict', answer: { text: '{}\n' } });
    fetchMock.mockResolvedValueOnce(answer(422, { problems: [], warnings: [] }));
    expect(await editorApi.save({}, 'v1')).toMatchObject({ status: 'invalid' });
    fetchMock.mockResolvedValueOnce(
      answer(403, { code: 'foreign-origin', message: '이 편집기의 화면에서만 저장할 수 있습니다.' }),
    );
    expect(await editorApi.save({}, 'v1')).toEqual({
      status: 'failed',
      message: '이 편집기의 화면에서만 저장할 수 있습니다.',
    });
  });

  it('tells a drawn preview from a draft that cannot be drawn (422) and from a preview that failed', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { frame: 'http://127.0.0.1:4175', version: 1 }));
    expect(await editorApi.preview({})).toEqual({
      status: 'drawn',
      answer: { frame: 'http://127.0.0.1:4175', version: 1 },
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ manifest: {} });
    fetchMock.mockResolvedValueOnce(answer(422, { problems: [], warnings: [] }));
    expect(await editorApi.preview({})).toEqual({ status: 'invalid' });
    fetchMock.mockResolvedValueOnce(
      answer(500, { code: 'preview-unavailable', message: '미리보기를 그릴 수 없습니다.' }),
    );
    expect(await editorApi.preview({})).toEqual({ status: 'failed', message: '미리보기를 그릴 수 없습니다.' });
  });

  it('uploads an image as the multipart field "file", with its folder', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(201, { src: '/images/instruments/sem.png', width: 800, height: 600, bytes: 10 }),
    );
    const result = await editorApi.upload(new File(['x'], 'SEM.png', { type: 'image/png' }), 'instruments');
    expect(result).toEqual({
      ok: true,
      answer: { src: '/images/instruments/sem.png', width: 800, height: 600, bytes: 10 },
    });
    const body = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect((body.get('file') as File).name).toBe('SEM.png');
    expect(body.get('folder')).toBe('instruments');
    fetchMock.mockResolvedValueOnce(
      answer(415, { code: 'image-type', message: 'JPEG, PNG, WebP, SVG 이미지만 올릴 수 있습니다.' }),
    );
    expect(await editorApi.upload(new File(['x'], 'a.txt'))).toEqual({
      ok: false,
      error: { code: 'image-type', message: 'JPEG, PNG, WebP, SVG 이미지만 올릴 수 있습니다.' },
    });
  });
});
