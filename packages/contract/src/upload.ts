import { z } from 'zod';

/** The answer of uploadImage: the address to put in `images`, and its resized copies. */
export const uploadImageResponse = z.object({
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponse>;
