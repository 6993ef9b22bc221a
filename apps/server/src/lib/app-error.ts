/**
 * Typed application errors. The code decides the HTTP status in exactly one place
 * (`statusForCode`), with an exhaustive switch so a new code must be mapped.
 */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PASSWORD_EXPIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export function statusForCode(code: AppErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PRECONDITION_FAILED':
      return 412;
    case 'PASSWORD_EXPIRED':
      return 418;
    // The issue asks for 400 on oversized bodies: the client treats every invalid input alike.
    case 'PAYLOAD_TOO_LARGE':
      return 400;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    default: {
      const unreachable: never = code;
      throw new Error(`Unmapped error code ${String(unreachable)}`);
    }
  }
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly errors: string[] | undefined;
  readonly detail: string | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { errors?: string[]; detail?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.detail = options.detail;
  }

  get statusCode(): number {
    return statusForCode(this.code);
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
