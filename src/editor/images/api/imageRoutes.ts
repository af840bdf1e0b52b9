import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImagesAnswer } from '../../shared/apiContract';
import { maxImageBytes, Refusal } from '../../app/api/refusals';
import { createImageLister } from './listImages';
import { storeImage, type Upload } from './storeImage';

/** The file and the folder field, in whichever order the form sends them. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  let file: { fileName: string; data: Buffer } | undefined;
  let folder = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file')
        file = { fileName: part.filename, data: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'folder' && typeof part.value === 'string') folder = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new Refusal('image-too-large');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new Refusal('no-file');
    throw error;
  }
  if (!file || file.data.length === 0) throw new Refusal('no-file');
  return { ...file, folder };
}

/** GET /api/images: what staff can pick; POST /api/images: an upload into public/images/. */
export async function imageRoutes(app: FastifyInstance, { publicDir }: { publicDir: string }): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxImageBytes, files: 1, fields: 4, fieldSize: 1024, parts: 8 },
  });
  const listImages = createImageLister(publicDir);

  app.get('/api/images', async (): Promise<ImagesAnswer> => ({ images: await listImages() }));

  app.post('/api/images', async (request, reply) => {
    const image = await storeImage(publicDir, await readUpload(request));
    return reply.code(201).send(image);
  });
}
