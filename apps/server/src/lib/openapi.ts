/** OpenAPI: these calls need a session, sent as a bearer token or the HttpOnly cookie. */
export const sessionSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];
