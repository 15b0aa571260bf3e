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
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    if (!part || part.fieldname !== field) {
      throw badRequest(`Choose a file to send in the field "${field}".`, field);
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The file is too large: at most ${formatBytes(maxBytes)}.`, field);
    }
    // A body that is not well-formed multipart (busboy's "Unexpected end of multipart data",
    // a missing boundary, too many parts): the client's fault, said without the parser's words.
    throw badRequest(`The upload could not be read: send one file in the field "${field}".`, field);
  }
  if (bytes.length === 0) throw badRequest('The file is empty.', field);
  return { bytes, filename: part.filename };
}
