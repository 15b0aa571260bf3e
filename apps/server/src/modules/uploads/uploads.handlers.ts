import type { FastifyInstance } from 'fastify';
import { api } from '@shop/contract';
import type { Handlers } from '../../plugins/calls.ts';
import { readUploadedFile } from '../../lib/uploaded-file.ts';

export const uploadsHandlers = (app: FastifyInstance) =>
  ({
    uploadImage: async ({ request, reply }) => {
      const { field, maxBytes } = api.uploadImage.upload;
      const { bytes } = await readUploadedFile(request, field, maxBytes);
      const stored = await app.images.store(bytes);
      reply.status(201);
      return stored;
    },
  }) satisfies Partial<Handlers>;
