import type { z } from 'zod';

/**
 * What a form does with values typed into it, as the form tests state it: the messages per
 * input (the first per input, as react-hook-form's zod resolver shows them), or the body sent,
 * or `unchanged` when an edit changed nothing.
 */
export function formResult<Values, Body>(
  schema: z.ZodType<Values>,
  typed: unknown,
  toBody: (values: Values) => Body | null,
) {
  const checked = schema.safeParse(typed);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const { path, message } of checked.error.issues) errors[path.join('.')] ??= message;
    return { kind: 'invalid', errors } as const;
  }
  const body = toBody(checked.data);
  return body === null ? ({ kind: 'unchanged' } as const) : ({ kind: 'ready', body } as const);
}
