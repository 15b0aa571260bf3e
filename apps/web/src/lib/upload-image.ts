import { useMutation } from '@tanstack/react-query';
import { answerOf, apiClient } from './api-client.ts';

/** Sends one photo as multipart field `file`; the answer's `url` goes into the product's images. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return answerOf(apiClient.uploadImage({ body }), 'Could not upload the photo. Try again.');
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
