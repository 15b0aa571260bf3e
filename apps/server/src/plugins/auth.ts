import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import fastifyCookie from '@fastify/cookie';
import { SERVER_MESSAGES, SESSION_MAX_AGE_SECONDS, TOKEN_COOKIE, type Role } from '@shop/contract';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findUserById } from '../modules/users/users.repository.ts';
import {
  SESSION_VERIFY_OPTIONS,
  createSessionSigner,
  sessionClaims,
} from '../security/session-token.ts';

/** What a session token carries: the user, their role and the token version it was issued at. */
export interface TokenClaims {
  sub: string;
  role: Role;
  ver: number;
}

export interface CurrentUser {
  id: string;
  role: Role;
  tokenVersion: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** A customer's session as the token states it, not yet confirmed against the database. */
export interface CustomerClaims {
  id: string;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** Set by requireCustomerClaims; the route confirms it inside its own transaction. */
    customerClaims: CustomerClaims | null;
  }
  interface FastifyInstance {
    /**
     * Guard for `onRequest` (it runs before the body is read, so a visitor gets 401 whatever
     * they send): the caller must be signed in with one of these roles (none given: any role).
     */
    requireRole(...roles: Role[]): onRequestHookHandler;
    /**
     * Guard for the checkout alone, the busiest write: a validly signed token that claims the
     * customer role passes without a database lookup and leaves request.customerClaims, which
     * the checkout confirms (user, role and token version) in the same statement that locks
     * the cart, so a stale token still gets 401 and nothing is bought. Any other token is
     * answered exactly as requireRole('customer') answers it.
     */
    requireCustomerClaims: onRequestHookHandler;
    /** The caller when their token is valid, otherwise null; never throws. */
    identify(request: FastifyRequest): Promise<CurrentUser | null>;
    /**
     * The role a validly signed token claims, without asking the database whether its session
     * is still live; null without a token or with a bad one. Only for answers where a false
     * claim gains nothing: a customer's claim gets what a visitor gets anyway, and staff claims
     * must still be confirmed with identify().
     */
    claimedRole(request: FastifyRequest): Role | null;
    signSession(user: { id: string; role: Role; tokenVersion: number }): string;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) return BEARER.exec(header)?.[1];
  return request.cookies[TOKEN_COOKIE];
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secureCookies: boolean }) => {
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, {
      secret: options.secret,
      // Tokens are signed by security/session-token.ts (HS256); verification is pinned to the
      // same algorithm (no "none", no algorithm confusion) and needs its claims, exp included.
      verify: {
        algorithms: [...SESSION_VERIFY_OPTIONS.algorithms],
        requiredClaims: [...SESSION_VERIFY_OPTIONS.requiredClaims],
      },
    });

    app.decorateRequest('currentUser', null);
    app.decorateRequest('customerClaims', null);

    /**
     * The claims of a validly signed session token that carries what the server signs (a
     * UUID sub, a role, an integer ver, a numeric exp still ahead: sessionClaims); else null.
     */
    function claimsOf(token: string): TokenClaims | null {
      try {
        return sessionClaims(app.jwt.verify<object>(token));
      } catch {
        return null;
      }
    }

    /** The claims of a valid session token; 401 without one. */
    function verifiedClaims(request: FastifyRequest): TokenClaims {
      const token = tokenFrom(request);
      const claims = token ? claimsOf(token) : null;
      if (!claims) throw unauthorized(SERVER_MESSAGES.unauthorized);
      return claims;
    }

    /**
     * Resolves the caller once per request. A token counts only while its user exists and
     * its version matches the user's (logout and deletion raise or remove it).
     */
    async function authenticate(request: FastifyRequest): Promise<CurrentUser> {
      if (request.currentUser) return request.currentUser;
      const claims = verifiedClaims(request);
      const user = await findUserById(app.db, claims.sub);
      if (!user || user.tokenVersion !== claims.ver || user.role !== claims.role) {
        throw unauthorized(SERVER_MESSAGES.unauthorized);
      }
      request.currentUser = { id: user.id, role: user.role, tokenVersion: user.tokenVersion };
      return request.currentUser;
    }

    app.decorate('identify', (request: FastifyRequest) => authenticate(request).catch(() => null));

    app.decorate('claimedRole', (request: FastifyRequest): Role | null => {
      const token = tokenFrom(request);
      return (token && claimsOf(token)?.role) || null;
    });

    app.decorate('requireRole', (...roles: Role[]): onRequestHookHandler => {
      return async (request) => {
        const user = await authenticate(request);
        if (roles.length > 0 && !roles.includes(user.role)) {
          throw forbidden(SERVER_MESSAGES.forbidden);
        }
      };
    });

    app.decorate('requireCustomerClaims', async (request: FastifyRequest) => {
      const claims = verifiedClaims(request);
      if (claims.role === 'customer') {
        request.customerClaims = { id: claims.sub, tokenVersion: claims.ver };
        return;
      }
      // Staff (or an odd token): the full check, so the answer is requireRole('customer')'s.
      const user = await authenticate(request);
      if (user.role !== 'customer') throw forbidden(SERVER_MESSAGES.forbidden);
      request.customerClaims = { id: user.id, tokenVersion: user.tokenVersion };
    });

    // Signed by security/session-token.ts, the one signer the bench uses too.
    app.decorate('signSession', createSessionSigner(options.secret));

    app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
      reply.setCookie(TOKEN_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: options.secureCookies,
        maxAge: SESSION_MAX_AGE_SECONDS,
      });
    });

    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(TOKEN_COOKIE, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure: options.secureCookies,
      });
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
