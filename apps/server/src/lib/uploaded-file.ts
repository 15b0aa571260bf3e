import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from './errors.ts';

const formatBytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The one file of a multipart/form-data request (the contract's `upload`), in memory, refused
 * with a 4xx that says why: not multipart (415), no file in `field` (400), more than `maxBytes`
 * (413, found while it streams in: the rest is not kept).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) {
    throw new AppError(415, `Send the file as multipart/form-data in the field "${field}".`);
  }
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
  });
  if (!part || part.fieldname !== field) {
    throw badRequest(`Choose a file to send in the field "${field}".`, field);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The file is too large: at most ${formatBytes(maxBytes)}.`, field);
    }
    throw error;
  }
  if (bytes.length === 0) throw badRequest('The file is empty.', field);
  return { bytes, filename: part.filename };
}
