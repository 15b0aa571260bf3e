import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

interface CallMutationOptions<Answer> {
  /** The queries read again after the call; the mutation ends once they are fresh. */
  invalidates?: readonly QueryKey[];
  /**
   * 'settled': read them again even after a refusal (a 404 or 409 means the screen is out of
   * date); 'success' (the default): only after the call went through.
   */
  when?: 'success' | 'settled';
  /** false: the mutation ends at once and the lists reload behind it (a quick confirmation). */
  wait?: boolean;
  /** Read again in the background after a refusal only. */
  invalidatesOnError?: readonly QueryKey[];
  /** Runs first on success, before the reads: shows the answer at once (an optimistic view). */
  onSuccess?: (answer: Answer, queryClient: QueryClient) => void;
}

/**
 * A write to the server as a TanStack mutation, with the queries it makes out of date read
 * again; every plain write of the app is one of these (`write` is the typed api call).
 */
export function useCallMutation<Input, Answer>(
  write: (input: Input) => Promise<Answer>,
  options: CallMutationOptions<Answer> = {},
) {
  const queryClient = useQueryClient();
  const { invalidates = [], when = 'success', wait = true, invalidatesOnError = [] } = options;
  const invalidate = (keys: readonly QueryKey[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const refresh = () => {
    const done = invalidate(invalidates);
    return wait ? done : undefined;
  };
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      options.onSuccess?.(answer, queryClient);
      return when === 'success' ? refresh() : undefined;
    },
    onError: () => void invalidate(invalidatesOnError),
    onSettled: () => (when === 'settled' ? refresh() : undefined),
  });
}
