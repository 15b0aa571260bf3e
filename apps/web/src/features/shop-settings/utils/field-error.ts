import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorResponse } from '@shop/contract';
import { ApiError, answerOf } from '../../../lib/api-client.ts';

/** A refusal that names the field at fault (the server's 400 body carries `field`). */
export class FieldApiError extends ApiError {
  constructor(
    message: string,
    status: number,
    /** The form field the message belongs to: the body's `field` up to its first dot. */
    readonly field: string | undefined,
  ) {
    super(message, status);
    this.name = 'FieldApiError';
  }
}

type Answered<B> = { ok: true; body: B } | { ok: false; status: number; body: ErrorResponse };

/**
 * `answerOf`, keeping the field a refusal names, so a form can show the message beside that
 * input ("closedDates.2" belongs to closedDates).
 */
export async function answerWithField<B>(
  call: Promise<Answered<B>>,
  fallbackMessage: string,
): Promise<B> {
  let field: string | undefined;
  const seen = call.then((answer) => {
    if (!answer.ok) field = answer.body.field?.split('.')[0] || undefined;
    return answer;
  });
  try {
    return await answerOf(seen, fallbackMessage);
  } catch (error) {
    if (error instanceof ApiError) throw new FieldApiError(error.message, error.status, field);
    throw error;
  }
}

/** The field a failed save names, if any. */
const fieldOf = (error: unknown): string | undefined =>
  error instanceof FieldApiError ? error.field : undefined;

/** The message of a failed save. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * A failed save's message: beside the input it names when that is one of the form's `fields`,
 * otherwise above the form's buttons (`message`, null while there is none).
 */
export function useSaveRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly string[],
) {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    show: (error: unknown, fallback: string) => {
      const text = messageOf(error, fallback);
      const field = fieldOf(error);
      if (field !== undefined && fields.includes(field))
        setError(field as Path<Values>, { type: 'server', message: text }, { shouldFocus: true });
      else setMessage(text);
    },
  };
}
